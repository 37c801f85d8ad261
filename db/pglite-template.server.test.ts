import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase, rowsOf, type Database } from './client.server'
import { templateFileFor } from './pglite-template.server'
import { scaled } from '../tests/fixtures/slowness.js'

/**
 * An empty embedded database starts from this machine's copy of an empty migrated one (issue #57:
 * PGlite's own start of an empty folder took more than a minute on a busy machine). The copy is
 * made by the first start, used by the next, and replaced when it does not load.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'pglite-template-'))
const MIGRATIONS = readdirSync('db/migrations').filter((file) => file.endsWith('.sql')).length

beforeAll(() => {
  process.env.PGLITE_TEMPLATE_DIR = path.join(scratch, 'templates')
})
afterAll(() => {
  delete process.env.PGLITE_TEMPLATE_DIR
  rmSync(scratch, { recursive: true, force: true })
})

/** How many migrations the database has recorded, and whether the first folder's own table is in it. */
async function migrationsAndLater(database: Database): Promise<{ migrations: number; later: boolean }> {
  const [row] = rowsOf<{ migrations: number; later: boolean }>(
    await database.db.execute(sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations, to_regclass('stored_after_the_copy') is not null as later`),
  )
  return { migrations: Number(row?.migrations), later: Boolean(row?.later) }
}

async function openFresh(name: string): Promise<Database> {
  return openDatabase({ dataDir: path.join(scratch, name) })
}

it('the first empty folder leaves a copy behind; the next starts from it, migrated and empty', async () => {
  const template = templateFileFor('db/migrations')
  expect(existsSync(template)).toBe(false)
  const first = await openFresh('first')
  await first.db.execute(sql`create table stored_after_the_copy (id int)`)
  await first.close()
  expect(existsSync(template)).toBe(true)

  const second = await openFresh('second')
  try {
    // The copy was taken before anything else was stored: the first folder's table is not in it.
    expect(await migrationsAndLater(second)).toEqual({ migrations: MIGRATIONS, later: false })
  } finally {
    await second.close()
  }
}, scaled(120_000))

it('a copy that does not load is replaced, and the folder starts as PGlite makes it', async () => {
  const template = templateFileFor('db/migrations')
  writeFileSync(template, 'not a tarball')
  const database = await openFresh('after-a-broken-copy')
  try {
    expect(await migrationsAndLater(database)).toEqual({ migrations: MIGRATIONS, later: false })
  } finally {
    await database.close()
  }
  // Made anew by that start: the next folder gets a good one again.
  expect(statSync(template).size).toBeGreaterThan(100_000)
  const next = await openFresh('next')
  try {
    expect(await migrationsAndLater(next)).toEqual({ migrations: MIGRATIONS, later: false })
  } finally {
    await next.close()
  }
}, scaled(120_000))
