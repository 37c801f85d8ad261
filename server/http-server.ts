import { createServer, type RequestListener, type Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Time limits of the HTTP server. Node's defaults hold a connection that trickles its body for
 * 300 s; no visitor needs more than a few seconds to send a 16 KB form. Checked every second, so
 * a limit is enforced within a second of passing (Node checks every 30 s by default).
 */
export const HTTP_LIMITS = {
  /** The whole request, headers and body. */
  requestTimeoutMs: 30_000,
  /** The request headers; also how long a new connection may stay silent before its first request. */
  headersTimeoutMs: 20_000,
  /** An idle keep-alive connection (above the 60 s of common load balancers). */
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 1_000,
}

export function createHttpServer(app: RequestListener, limits: Partial<typeof HTTP_LIMITS> = {}): Server {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, checkIntervalMs } = { ...HTTP_LIMITS, ...limits }
  const headersTimeout = Math.min(headersTimeoutMs, requestTimeoutMs)
  const server = createServer({ requestTimeout: requestTimeoutMs, headersTimeout, connectionsCheckingInterval: checkIntervalMs }, app)
  server.keepAliveTimeout = keepAliveTimeoutMs
  closeSilentConnections(server, headersTimeout)
  refuseConnect(server)
  return server
}

/**
 * Node's headersTimeout starts with a request's first byte: a connection that never sends one
 * was held for minutes (probe 3, finding 6: 2,000 such sockets, one descriptor each). Until its
 * first request a connection gets the same time as the headers (an idle timeout: Node destroys
 * the socket when it passes and no request is in progress); from then on Node's keep-alive rules
 * apply (`keepAliveTimeout` between requests, none while one is answered).
 */
function closeSilentConnections(server: Server, timeoutMs: number): void {
  const waiting = new WeakSet<Socket>()
  server.on('connection', (socket: Socket) => {
    waiting.add(socket)
    socket.setTimeout(timeoutMs)
  })
  server.on('request', (req) => {
    if (!waiting.delete(req.socket)) return
    req.socket.setTimeout(0)
  })
}

/**
 * CONNECT (a proxy's tunnel) is no method of a website: Node hands it to a 'connect' listener
 * and, without one, resets the connection. It gets a plain 501 instead.
 */
function refuseConnect(server: Server): void {
  server.on('connect', (_req, socket: Socket) => {
    socket.end('HTTP/1.1 501 Not Implemented\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 15\r\n\r\nNot Implemented')
  })
}
