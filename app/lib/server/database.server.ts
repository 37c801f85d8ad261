import { openDatabase, type Database } from '@db/client.server'
import { getEnv } from '~/lib/env.server'

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
    // A failed open is retried by the next caller instead of being cached forever.
    attempt.catch(() => {
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
