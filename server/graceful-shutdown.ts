import type { Server } from 'node:http'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import { isDraining, startDraining } from '~/lib/server/lifecycle.server'

/**
 * While draining, every answer closes its connection: a proxy's keep-alive connection would
 * otherwise keep bringing requests to an instance that is about to stop, and closing it idle
 * later races with the proxy writing the next request into it (a POST nginx cannot resend: a
 * 502 in the cluster benchmark). Ended by the answer, the proxy knows not to reuse it.
 */
export const closeConnectionsWhileDraining: RequestHandler = (_req, res, next) => {
  // Decided when the head is written, not when the request came: a request that arrived before
  // the signal and is answered after it must close its connection too, or it stays open, idle,
  // for nginx to write the next request into while the listener closes.
  const writeHead = res.writeHead
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    if (isDraining() && !this.headersSent) this.setHeader('Connection', 'close')
    return writeHead.apply(this, args)
  } as typeof res.writeHead
  next()
}

type ShutdownOptions = {
  server: Server
  logger: Logger
  /** Resolves when the drain is over (SHUTDOWN_DRAIN_SECONDS; a second signal cuts it short). */
  drain: () => Promise<void>
  drainMs: number
  /** After the listener closed: requests still in flight get this long, then their connections are closed. */
  graceMs: number
  runShutdownHooks: () => Promise<void>
  exit: (code: number) => void
}

/**
 * The shutdown sequence of server.js: /readyz answers 503 and every answer says Connection:
 * close for the drain period, while the listener still accepts (a balancer that polls /readyz
 * moves visitors away, a proxy's connections end cleanly one answer at a time). Then the listener
 * closes, idle connections are closed, in-flight requests finish (at most `graceMs`), the
 * shutdown hooks run (the database last) and the process exits 0. A second call ends the drain.
 */
export function createShutdown({ server, logger, drain, drainMs, graceMs, runShutdownHooks, exit }: ShutdownOptions) {
  let shuttingDown = false
  let endDrain = () => {}
  const drainCut = new Promise<void>((resolve) => (endDrain = resolve))
  return async function shutdown(signal: string): Promise<void> {
    if (shuttingDown) {
      endDrain()
      return
    }
    shuttingDown = true
    startDraining()
    if (drainMs > 0) {
      logger.info({ signal, drainMs }, 'draining: /readyz answers 503, still serving')
      await Promise.race([drain(), drainCut])
    }
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over, closing remaining connections')
      server.closeAllConnections()
    }, graceMs)
    force.unref()
    // close() stops accepting; connections idle now end, busy ones after their answer (which
    // says Connection: close), so none is cut while a request is on its way in.
    const closed = new Promise((resolve) => server.close(resolve))
    server.closeIdleConnections()
    await closed
    clearTimeout(force)
    try {
      await runShutdownHooks()
    } catch (error) {
      logger.error({ err: error }, 'shutdown hook failed')
    }
    logger.info('shutdown complete')
    logger.flush?.()
    exit(0)
  }
}
