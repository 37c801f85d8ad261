import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express, { type RequestHandler } from 'express'
import { afterEach } from 'vitest'
import { resolveSiteOrigin } from './site-origin'

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

export type PageAnswer = { status: number; location?: string; retryAfter?: string; cache?: string; body: string }

/**
 * The page side of server/app.ts for a test: the site origin, then `middleware` in the order given
 * (the page cache, canonicalUrl, the render budget…), then a "renderer" that lists the URLs it
 * rendered and answers a public page. Stopped after each test.
 */
export async function startPageStack(middleware: RequestHandler[], { trustProxy = false }: { trustProxy?: boolean } = {}) {
  const rendered: string[] = []
  const app = express()
  if (trustProxy) app.set('trust proxy', 1)
  app.use(resolveSiteOrigin)
  for (const handler of middleware) app.use(handler)
  app.all('/{*splat}', (req, res) => {
    rendered.push(req.url)
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    res.type('html').send(`<p>${req.url}</p>`)
  })
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const request = (path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<PageAnswer>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, location: res.headers.location, retryAfter: res.headers['retry-after'] as string | undefined, cache: res.headers['x-cache'] as string | undefined, body }),
          )
        })
        .on('error', reject)
        .end()
    })
  return { request, rendered }
}
