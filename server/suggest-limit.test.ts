import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { limitSuggestions, SUGGEST_LIMIT, SUGGEST_PATH } from './suggest-limit'

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** Express as server/app.ts mounts it: the limit, then a stand-in for React Router that counts what reaches it. */
async function startApp(perWindow: number) {
  const routed: string[] = []
  const app = express()
  app.set('trust proxy', 1)
  app.get(SUGGEST_PATH, limitSuggestions(perWindow))
  app.all('/{*splat}', (req, res) => {
    routed.push(req.path)
    res.json({ hits: [{ title: 'ERP' }] })
  })
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const ask = (client: string, path = '/en/search/suggest?q=erp') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'x-forwarded-for': client } }, (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
        })
        .on('error', reject)
    })
  return { ask, routed }
}

describe('the suggestions limit', () => {
  it('refuses a client past its limit with 429, Retry-After and no hits before the router runs; other clients as usual', async () => {
    const { ask, routed } = await startApp(SUGGEST_LIMIT.perWindow)
    for (let index = 0; index < SUGGEST_LIMIT.perWindow; index++) expect((await ask('203.0.113.7')).status).toBe(200)
    for (const path of ['/en/search/suggest?q=x', '/de/search/suggest.data?q=x', '/EN/Search/Suggest/?q=x']) {
      const limited = await ask('203.0.113.7', path)
      expect(limited.status, path).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(limited.headers['cache-control']).toBe('no-store')
      expect(JSON.parse(limited.body)).toEqual({ hits: [] })
    }
    expect(routed).toHaveLength(SUGGEST_LIMIT.perWindow)
    expect((await ask('203.0.113.8')).status).toBe(200)
    // Other pages are not its business.
    expect((await ask('203.0.113.7', '/en/search?q=erp')).status).toBe(200)
  })

  it("limits nobody when the site's limits are off (RATE_LIMIT_PER_MINUTE=0)", async () => {
    const { ask } = await startApp(0)
    for (let index = 0; index <= SUGGEST_LIMIT.perWindow; index++) expect((await ask('203.0.113.9')).status).toBe(200)
  })
})
