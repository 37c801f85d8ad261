import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Database } from '@db/client.server'
import { resetEnvForTests } from '~/lib/env.server'
import { closeDatabase, getDatabase } from '~/lib/server/database.server'
import { startTestPostgres } from './postgres'

/**
 * The process's database for a suite that runs once per engine: embedded PGlite in a fresh folder,
 * or a throw-away PostgreSQL server. `close` ends it and puts the environment back.
 */
export async function openTestDatabase(engine: 'pglite' | 'postgres', name: string): Promise<{ database: Database; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-${engine}-`))
  process.env.DATA_DIR = dataDir
  const postgres = engine === 'postgres' ? await startTestPostgres() : undefined
  if (postgres) process.env.DATABASE_URL = postgres.url
  else delete process.env.DATABASE_URL
  resetEnvForTests()
  const database = await getDatabase()
  return {
    database,
    close: async () => {
      await closeDatabase()
      postgres?.stop()
      rmSync(dataDir, { recursive: true, force: true })
      delete process.env.DATABASE_URL
      resetEnvForTests()
    },
  }
}
