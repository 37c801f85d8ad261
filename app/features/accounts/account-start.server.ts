import { logger } from '~/lib/server/logger.server'
import { onShutdown } from '~/lib/server/lifecycle.server'
import { startAccounts } from './account-service.server'

let started: Promise<void> | null = null

/**
 * Once per process (the dev server builds a fresh app per request); a database that is down only
 * delays it to the next start. The promise never rejects: the production server awaits it before
 * it listens (prepareServices), so the seeded accounts can sign in from the first request.
 */
export function startAccountsOnce(): Promise<void> {
  started ??= startAccounts()
    .then((stop) => onShutdown(stop))
    .catch((error: unknown) => logger.error({ err: error instanceof Error ? error.message : String(error) }, 'accounts not started'))
  return started
}
