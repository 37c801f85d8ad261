import { leadPipelineSuite } from './lead-pipeline-suite'

// Starts a real PostgreSQL server (Debian package `postgresql`); fails, never skips, without it.
leadPipelineSuite('postgres')
