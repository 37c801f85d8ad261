// `npm run migrate`: brings the database's schema up to date and exits, for deployments that
// migrate before starting instances (the servers also migrate at start, under the same
// PostgreSQL advisory lock, so several starting together apply each migration once).
// Uses DATABASE_URL, else the embedded database in DATA_DIR (which no server may have open).
import { ensureBuild } from './lib/ensure-build.js'

ensureBuild()
const { migrateDatabase } = await import('../build/server/index.js')
try {
  const { engine, applied } = await migrateDatabase()
  console.log(`Database (${engine}) is up to date: ${applied} migration${applied === 1 ? '' : 's'} recorded.`)
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
