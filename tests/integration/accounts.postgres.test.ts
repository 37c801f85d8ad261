import { accountsSuite } from './accounts-suite'

// Starts a real PostgreSQL server (Debian package `postgresql`); fails, never skips, without it.
accountsSuite('postgres')
