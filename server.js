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
  // (Imported here: the production image has server.js and build/, not app/.)
  const { isLoopbackHost } = await import('./app/lib/loopback-host.js')
  const loopback = isLoopbackHost(HOST)
  const viteDevServer = await vite.createServer({
    server: {
      middlewareMode: true,
      // Hot reload's WebSocket listens where the site does when that is this machine only (npm run
      // edit): by default it listens on every interface, and its messages name saved files.
      ws: loopback ? { host: HOST.replace(/^\[|\]$/g, '') } : undefined,
      // Vite answers CORS for any localhost origin by default: another local web app could then use
      // the editor's file API. The site and the editor need none (the editor also checks Origin).
      cors: false,
    },
  })
  serverModule = await viteDevServer.ssrLoadModule('./server/app.ts')
  const express = (await import('express')).default
  app = express()
  // Files of public/ (pictures the editor saved among them) go out as Vite serves them, before the
  // site's own headers: never sniffed into another type, and an SVG opened as a document runs nothing.
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (req.path.startsWith('/images/')) res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
    next()
  })
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

const { logger, runShutdownHooks, prepareServices, createHttpServer, createShutdown } = serverModule
// Database first (bounded wait), then the feeds; only then accept requests.
await prepareServices()
const server = createHttpServer(app)
server.listen(PORT, HOST, () => {
  const address = server.address()
  logger.info({ port: typeof address === 'object' && address ? address.port : PORT, host: HOST }, 'server listening')
})

// Drain (/readyz 503, Connection: close on every answer, still listening), then close and exit:
// server/graceful-shutdown.ts. A second signal ends the drain early.
const shutdown = createShutdown({
  server,
  logger,
  drainMs: DRAIN_MS,
  drain: () => new Promise((resolve) => setTimeout(resolve, DRAIN_MS)),
  graceMs: SHUTDOWN_GRACE_MS,
  runShutdownHooks,
  exit: (code) => process.exit(code),
})
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
