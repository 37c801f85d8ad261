import { webhooksSuite } from './webhooks-suite'

// Starts a real PostgreSQL server (Debian package `postgresql`); fails, never skips, without it.
webhooksSuite('postgres')
