import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import { startDraining } from '~/lib/server/lifecycle.server'

/** Set once the listener has closed (after the drain): from then on every answer ends its connection. */
let closing = false

/**
 * Once the listener has closed, every answer says Connection: close, so each kept-alive
 * connection ends cleanly right after answering the request it carried, and the proxy opens a
 * new connection for the next one, which is refused, so it tries another instance (for a POST
 * too, since nothing was sent). Not during the drain: answered Connection: close, nginx opened a
 * new connection for every request, dozens of which sat in the listen queue when the listener
 * closed and were reset after nginx had sent their POST (91 × 502 in one cluster benchmark run).
 * Decided when the head is written, not when the request came: a request that arrived before and
 * is answered after must end its connection too.
 */
export const closeConnectionsWhenClosing: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    if (closing && !this.headersSent) this.setHeader('Connection', 'close')
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
  /**
   * After the listener closed, a kept-alive connection idle this long since its last answer is
   * ended by the server. Longer than nginx keeps its idle connections (deploy/nginx-site.conf:
   * 1 s), so nginx ends its own and never writes into one the server is closing.
   */
  idleCloseMs?: number
  runShutdownHooks: () => Promise<void>
  exit: (code: number) => void
}

type Tracked = { busy: boolean; answered: boolean; idleSince: number }

/** The connections of `server`: whether each is answering a request, and since when it has been idle. */
function trackConnections(server: Server, now: () => number) {
  const connections = new Map<Socket, Tracked>()
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: false, answered: false, idleSince: now() })
    socket.once('close', () => connections.delete(socket))
  })
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = connections.get(req.socket)
    if (!state) return
    state.busy = true
    res.once('finish', () => Object.assign(state, { busy: false, answered: true, idleSince: now() }))
  })
  return {
    /** Ends connections that answered a request and stayed idle `idleMs` since: none has a request on its way. */
    endIdle(idleMs: number) {
      for (const [socket, state] of connections) if (state.answered && !state.busy && now() - state.idleSince >= idleMs && socket.readableLength === 0) socket.end()
    },
  }
}

/**
 * The shutdown sequence of server.js: /readyz answers 503 for the drain period while the server
 * serves as before (a balancer that polls /readyz moves visitors away). Then the listener closes
 * (new connections are refused: nginx tries another instance, even for a POST), every connection
 * ends after its next answer, one left idle is ended once it has been idle for `idleCloseMs`
 * (never one that has not carried a request yet), anything left after `graceMs` is cut, the
 * shutdown hooks run (the database last) and the process exits 0. A second call ends the drain.
 */
export function createShutdown({ server, logger, drain, drainMs, graceMs, idleCloseMs = 2_000, runShutdownHooks, exit }: ShutdownOptions) {
  let shuttingDown = false
  let endDrain = () => {}
  const drainCut = new Promise<void>((resolve) => (endDrain = resolve))
  const tracked = trackConnections(server, () => performance.now())
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
    const sweep = setInterval(() => tracked.endIdle(idleCloseMs), Math.min(250, idleCloseMs))
    sweep.unref()
    // net.Server's close: stops accepting and waits for every connection to end, without
    // http.Server's closeIdleConnections(), which cuts idle kept-alive connections at once,
    // while the proxy may be writing its next request into one.
    const closed = new Promise((resolve) => NetServer.prototype.close.call(server, resolve))
    closing = true
    await closed
    clearTimeout(force)
    clearInterval(sweep)
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
