import { pageViewsSuite } from './page-views-suite'

// Starts a real PostgreSQL server (Debian package `postgresql`); fails, never skips, without it.
pageViewsSuite('postgres')
