import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { logger } from '~/lib/server/logger.server'
import { discardTemplate, isEmptyDataDir, readTemplate, saveTemplate, templateFileFor } from './pglite-template.server'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  /** `pglite`: one embedded, single-connection engine; `postgres`: a pool to a server. */
  engine: 'pglite' | 'postgres'
  ping: () => Promise<void>
  close: () => Promise<void>
}

export type DatabaseOptions = { databaseUrl?: string; dataDir: string; poolSize?: number }

const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR ?? 'db/migrations')
// Any constant: serialises migrations when several servers start against one PostgreSQL.
const MIGRATION_LOCK_ID = 7_420_311

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options.dataDir)
}

async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const migrator = new pg.Client({ connectionString })
  // A server restart mid-migration fails the migration (the start is retried), never the process.
  migrator.on('error', (error) => warnPoolConnectionLost('migration', error))
  await migrator.connect()
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg({ client: migrator, schema }), { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await migrator.end()
  }
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000 })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => warnPoolConnectionLost('idle connection', error))
  // Nor may a client that is checked out between two statements (inside a transaction) when the
  // server goes away: pg-pool listens for errors on idle clients only, and an 'error' event nobody
  // listens for ends the process. The statement in progress fails instead (the lead gets 503).
  pool.on('connect', (client) => void client.on('error', (error) => warnPoolConnectionLost('connection in use', error)))
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1')
    },
    close: () => pool.end(),
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir, 'pglite')
  mkdirSync(dir, { recursive: true })
  const release = acquireLock(path.resolve(dataDir, 'pglite.lock'))
  try {
    const { client, templateToSave } = await createPglite(dir)
    const pgliteDb = drizzlePglite({ client, schema })
    await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER })
    if (templateToSave) await saveTemplate(client, templateToSave)
    let closed = false
    return {
      db: pgliteDb as unknown as Db,
      engine: 'pglite',
      ping: async () => {
        await client.query('select 1')
      },
      close: async () => {
        if (closed) return
        closed = true
        await client.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

/**
 * PGlite in `dir`; an empty folder starts as this machine's copy of an empty migrated database when
 * there is one (db/pglite-template.server.ts), else as PGlite makes it, and then names the file the
 * copy is to be kept in once the migrations ran (`templateToSave`).
 */
async function createPglite(dir: string): Promise<{ client: PGlite; templateToSave?: string }> {
  const templateFile = isEmptyDataDir(dir) ? templateFileFor(MIGRATIONS_FOLDER) : undefined
  if (!templateFile) return { client: await PGlite.create({ dataDir: dir }) }
  const template = readTemplate(templateFile)
  if (template) {
    try {
      return { client: await PGlite.create({ dataDir: dir, loadDataDir: template }) }
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'embedded database: the empty copy did not load; starting without it')
      discardTemplate(templateFile)
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
    }
  }
  return { client: await PGlite.create({ dataDir: dir }), templateToSave: templateFile }
}

const CONNECTION_WARNING_EVERY_MS = 10_000
let lastConnectionWarning: { at: number; suppressed: number } | undefined

/**
 * PostgreSQL went away (a restart, the network): one warning per 10 s for the whole process, with
 * how many were not written since. Every pooled client, the migration's and each statement being
 * retried notice the same outage within milliseconds (a restart wrote 18 warnings in 0.11 s:
 * probe 3), so they share one allowance. The error's own message names no value.
 */
function warnConnectionLost(fields: Record<string, unknown>, error: unknown, message: string): void {
  const now = Date.now()
  const last = lastConnectionWarning
  if (last && now - last.at < CONNECTION_WARNING_EVERY_MS) {
    last.suppressed++
    return
  }
  lastConnectionWarning = { at: now, suppressed: 0 }
  logger.warn({ err: error, ...fields, ...(last?.suppressed ? { suppressed: last.suppressed } : {}) }, message)
}

/** A connection of the pool (or the migration's) broke. */
function warnPoolConnectionLost(connection: string, error: unknown): void {
  warnConnectionLost({ db: { operation: connection, engine: 'postgres' } }, error, 'database connection lost')
}

/**
 * PGlite is an in-process engine: two processes on one data folder would corrupt it. The lock
 * file names the owner, so a second server fails fast and `npm run leads` knows to ask the
 * running server instead.
 */
function acquireLock(file: string): () => void {
  if (existsSync(file)) {
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10)
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`The embedded database in ${path.dirname(file)} is in use by process ${owner}.`)
    }
  }
  writeFileSync(file, `${process.pid}\n${process.env.PORT ?? ''}\n`)
  return () => rmSync(file, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Rows of a raw `db.execute` statement, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/** PostgreSQL is restarting or the connection broke: the statement never ran, or ran and its answer was lost. */
export function isConnectionLoss(error: unknown): boolean {
  // Drizzle wraps the driver's error ("Failed query: …") with the driver's as its cause.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (CONNECTION_LOSS_CODES.has(code) || code.startsWith('08'))) return true
    if (typeof message === 'string' && /connection terminated|connection error|not queryable/i.test(message)) return true
    current = cause
  }
  return false
}

const CONNECTION_LOSS_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03'])

/**
 * Runs `work` again while PostgreSQL is away, for up to about `budgetMs` (a restart takes a
 * second or two): a visitor's lead waits a moment instead of getting an error. Only for work
 * that is safe to repeat — the lead insert is (its dedupe key stores a repeated lead once).
 */
export async function retryWhileReconnecting<T>(work: () => Promise<T>, budgetMs = 6000): Promise<T> {
  const started = Date.now()
  for (let attempt = 0; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const delay = Math.min(1000, 100 * 2 ** attempt)
      if (!isConnectionLoss(error) || Date.now() - started + delay > budgetMs) throw error
      // The statement's operation and table (never its values: ~/lib/server/logger.server).
      if (attempt === 0) warnConnectionLost({}, error, 'database connection lost: retrying')
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}
