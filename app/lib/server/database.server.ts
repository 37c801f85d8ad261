import { openDatabase, type Database } from '@db/client.server'
import { getEnv } from '~/lib/env.server'
import { logger } from '~/lib/server/logger.server'

let opening: Promise<Database> | undefined

/**
 * The process-wide database, opened (and migrated) on first use. The server opens it at start
 * so a broken database shows up in /healthz and the log before the first lead arrives.
 */
export function getDatabase(): Promise<Database> {
  if (!opening) {
    const env = getEnv()
    const attempt = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
    opening = attempt
    // A failed open is logged (which engine; a PostgreSQL URL may hold a password, so not that)
    // and retried by the next caller instead of being cached forever.
    attempt.catch((error: unknown) => {
      logger.error({ err: error, db: { operation: 'open', engine: env.DATABASE_URL ? 'postgres' : 'pglite' } }, 'database not opened')
      if (opening === attempt) opening = undefined
    })
  }
  return opening
}

export async function closeDatabase(): Promise<void> {
  const current = opening
  opening = undefined
  if (current) await (await current.catch(() => undefined))?.close()
}
