import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { logger } from '~/lib/server/logger.server'

/**
 * A new embedded database starts as a copy of an empty one with every migration applied, made once
 * per machine: PGlite's own start on an empty folder runs initdb in WebAssembly, 6–7 s of CPU on an
 * idle 2-core machine and more than a minute beside heavy load (issue #57), while unpacking the
 * copy takes a fraction of that. Every e2e server, every integration suite and a deployment's
 * first start begin with an empty folder.
 *
 * The copy is PGlite's own `dumpDataDir` tarball, kept in node_modules/.cache (beside the
 * dependencies it belongs to) under a name made of the PGlite version and the migrations: another
 * version or a new migration makes a new copy, and the old one is removed. Without one, the first
 * start makes it after its migrations ran, before anything is stored.
 */
const templateFolder = () => path.resolve(process.env.PGLITE_TEMPLATE_DIR ?? path.join('node_modules', '.cache', 'site-pglite'))

/**
 * The copy's file for this PGlite and these migrations (in PGLITE_TEMPLATE_DIR when set: the tests'
 * own folder), or undefined with `PGLITE_TEMPLATE_DIR=off`: every empty folder then runs PGlite's
 * own initdb (the benchmark's baseline).
 */
export function templateFileFor(migrationsFolder: string): string | undefined {
  if (process.env.PGLITE_TEMPLATE_DIR === 'off') return undefined
  const hash = createHash('sha256')
  hash.update(readFileSync(path.resolve('node_modules', '@electric-sql', 'pglite', 'package.json')))
  for (const file of readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).sort()) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)))
  return path.join(templateFolder(), `empty-${hash.digest('base64url').slice(0, 16)}.tar.gz`)
}

/** Whether PGlite's folder holds no database yet. */
export function isEmptyDataDir(dir: string): boolean {
  return !existsSync(path.join(dir, 'PG_VERSION'))
}

/** The copy to start an empty folder from, when this machine has one. */
export function readTemplate(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)])
  } catch {
    return undefined
  }
}

/** Keeps a just-migrated, still empty database as the copy for the next empty folder (written whole, then renamed into place). */
export async function saveTemplate(client: PGlite, file: string): Promise<void> {
  try {
    const tarball = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer())
    mkdirSync(path.dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}.partial`
    writeFileSync(partial, tarball)
    renameSync(partial, file)
    for (const other of readdirSync(path.dirname(file))) if (path.join(path.dirname(file), other) !== file && !other.endsWith('.partial')) rmSync(path.join(path.dirname(file), other), { force: true })
  } catch (error) {
    // Only a faster next start is lost.
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'embedded database: the empty copy for new folders was not saved')
  }
}

/** A copy that would not load is removed, so the next start makes a good one. */
export function discardTemplate(file: string): void {
  rmSync(file, { force: true })
}
