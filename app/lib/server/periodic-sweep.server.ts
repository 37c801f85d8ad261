import { logger } from './logger.server'

/**
 * A retention sweep: run at once, then every `everyMs` on a timer that never keeps the process
 * alive. A round that deletes rows logs `deleted` with their count; a failed one logs `failed` as a
 * warning, and the next round tries again. Returns the stop.
 */
export function startPeriodicSweep(sweep: () => Promise<number>, everyMs: number, messages: { deleted: string; failed: string }): () => void {
  const round = () =>
    void sweep()
      .then((count) => count > 0 && logger.info({ count }, messages.deleted))
      .catch((error: unknown) => logger.warn({ err: error instanceof Error ? error.message : String(error) }, messages.failed))
  round()
  const timer = setInterval(round, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
