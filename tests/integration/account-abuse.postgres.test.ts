import { accountAbuseSuite } from './account-abuse-suite'

// Starts a real PostgreSQL server (Debian package `postgresql`); fails, never skips, without it.
accountAbuseSuite('postgres')
