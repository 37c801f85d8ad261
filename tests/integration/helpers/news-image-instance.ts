// A second site instance for tests/integration/news-image-instances.test.ts, in a process of its
// own (run with `node --import tsx`), so nothing it knows can come from the test process's memory:
// it shares only the database and the configuration with the instance the test renders on. It
// never reads a feed; it serves /news-image as server/app.ts mounts it, and says on stdout where.
import express from 'express'
import { newsImageHandler } from '~/features/news/news-image.server'
import { signingSecretSource } from '~/lib/server/signing-secret.server'
import { guardOutboundConnections } from '../../fixtures/outbound-guard'

// Tests never leave 127.0.0.0/8, in this process either.
guardOutboundConnections()

const app = express()
app.get('/news-image', newsImageHandler)
// For the test's assertion that this instance verified with the database's secret.
app.get('/signing-secret-source', (_req, res) => void res.json({ source: signingSecretSource() ?? null }))

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`${JSON.stringify({ listening: typeof address === 'object' && address ? address.port : 0 })}\n`)
})

process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
