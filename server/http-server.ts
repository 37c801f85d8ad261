import { createServer, type RequestListener, type Server } from 'node:http'

/**
 * Time limits of the HTTP server. Node's defaults hold a connection that trickles its body for
 * 300 s; no visitor needs more than a few seconds to send a 16 KB form. Checked every second, so
 * a limit is enforced within a second of passing (Node checks every 30 s by default).
 */
export const HTTP_LIMITS = {
  /** The whole request, headers and body. */
  requestTimeoutMs: 30_000,
  /** The request headers. */
  headersTimeoutMs: 20_000,
  /** An idle keep-alive connection (above the 60 s of common load balancers). */
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 1_000,
}

export function createHttpServer(app: RequestListener, limits: Partial<typeof HTTP_LIMITS> = {}): Server {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, checkIntervalMs } = { ...HTTP_LIMITS, ...limits }
  const server = createServer(
    { requestTimeout: requestTimeoutMs, headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs), connectionsCheckingInterval: checkIntervalMs },
    app,
  )
  server.keepAliveTimeout = keepAliveTimeoutMs
  return server
}
