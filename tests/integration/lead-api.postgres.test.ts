import { leadApiSuite } from './lead-api-suite'

// Starts a real PostgreSQL server (Debian package `postgresql`); fails, never skips, without it.
leadApiSuite('postgres')
