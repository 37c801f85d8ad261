// The throw-away PostgreSQL server lives in scripts/lib/postgres.js: `npm run cluster` and the
// load-and-fault benchmark start the same one.
import { startTestPostgres } from '../../../scripts/lib/postgres.js'

export { startTestPostgres }
export type TestPostgres = Awaited<ReturnType<typeof startTestPostgres>>
