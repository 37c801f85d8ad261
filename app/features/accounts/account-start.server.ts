import { logger } from '~/lib/server/logger.server'
import { onShutdown } from '~/lib/server/lifecycle.server'
import { startAccounts } from './account-service.server'

let started = false

/** Once per process (the dev server builds a fresh app per request); a database that is down only delays it to the next start. */
export function startAccountsOnce(): void {
  if (started) return
  started = true
  startAccounts()
    .then((stop) => onShutdown(stop))
    .catch((error: unknown) => logger.error({ err: error instanceof Error ? error.message : String(error) }, 'accounts not started'))
}
