// Entry point: `node server.js`. Production serves ./build; NODE_ENV=development runs Vite
// in middleware mode with hot reload. Everything else lives in server/app.ts (TypeScript).
import process from 'node:process'

const DEVELOPMENT = process.env.NODE_ENV === 'development'
const PORT = Number.parseInt(process.env.PORT || '3000', 10)
const HOST = process.env.HOST || '0.0.0.0'
const SHUTDOWN_GRACE_MS = 10_000
// Validated with the other settings in app/lib/env.server.ts (the server does not start with a bad value).
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_SECONDS || 0) * 1000

let app
let serverModule
if (DEVELOPMENT) {
  const vite = await import('vite')
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
  serverModule = await viteDevServer.ssrLoadModule('./server/app.ts')
  const express = (await import('express')).default
  app = express()
  app.use(viteDevServer.middlewares)
  app.use(async (req, res, next) => {
    try {
      const fresh = await viteDevServer.ssrLoadModule('./server/app.ts')
      return fresh.createApp({ serveStatic: false })(req, res, next)
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error)
      next(error)
    }
  })
} else {
  serverModule = await import('./build/server/index.js')
  app = serverModule.createApp({ serveStatic: true })
}

const { logger, runShutdownHooks, prepareServices, createHttpServer, startDraining } = serverModule
// Database first (bounded wait), then the feeds; only then accept requests.
await prepareServices()
const server = createHttpServer(app)
server.listen(PORT, HOST, () => {
  const address = server.address()
  logger.info({ port: typeof address === 'object' && address ? address.port : PORT, host: HOST }, 'server listening')
})

let shuttingDown = false
let endDrain = () => {}
async function shutdown(signal) {
  if (shuttingDown) {
    // A second signal: stop draining and close now (still finishing what is in flight).
    endDrain()
    return
  }
  shuttingDown = true
  // /readyz answers 503 from here on; the listener stays open for the drain period so a
  // balancer that polls it moves visitors away before connections are refused.
  startDraining()
  if (DRAIN_MS > 0) {
    logger.info({ signal, drainMs: DRAIN_MS }, 'draining: /readyz answers 503, still serving')
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, DRAIN_MS)
      endDrain = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  }
  logger.info({ signal }, 'shutting down: finishing in-flight requests')
  const force = setTimeout(() => {
    logger.warn('shutdown grace period over, closing remaining connections')
    server.closeAllConnections()
  }, SHUTDOWN_GRACE_MS)
  force.unref()
  // close() stops accepting, waits for in-flight requests and drops idle keep-alive sockets.
  await new Promise((resolve) => server.close(resolve))
  try {
    await runShutdownHooks()
  } catch (error) {
    logger.error({ err: error }, 'shutdown hook failed')
  }
  logger.info('shutdown complete')
  logger.flush?.()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
