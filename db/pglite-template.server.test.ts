import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase, rowsOf } from './client.server'
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

/**
 * Opens an empty folder and expects every migration and nothing else: no table the first folder
 * made after its copy was taken.
 */
async function expectMigratedAndEmpty(folder: string): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(scratch, folder) })
  try {
    const [row] = rowsOf<{ migrations: number; later: boolean }>(
      await database.db.execute(sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations, to_regclass('stored_after_the_copy') is not null as later`),
    )
    expect({ migrations: Number(row?.migrations), later: Boolean(row?.later) }).toEqual({ migrations: MIGRATIONS, later: false })
  } finally {
    await database.close()
  }
}

it('the first empty folder leaves a copy behind; the next starts from it, migrated and empty', async () => {
  const template = templateFileFor('db/migrations')!
  expect(existsSync(template)).toBe(false)
  const first = await openDatabase({ dataDir: path.join(scratch, 'first') })
  await first.db.execute(sql`create table stored_after_the_copy (id int)`)
  await first.close()
  expect(existsSync(template)).toBe(true)
  await expectMigratedAndEmpty('second')
}, scaled(120_000))

it('a copy that does not load is replaced, and the folder starts as PGlite makes it', async () => {
  const template = templateFileFor('db/migrations')!
  writeFileSync(template, 'not a tarball')
  await expectMigratedAndEmpty('after-a-broken-copy')
  // Made anew by that start: the next folder gets a good one again.
  expect(statSync(template).size).toBeGreaterThan(100_000)
  await expectMigratedAndEmpty('next')
}, scaled(120_000))
