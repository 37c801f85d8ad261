import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageCache, type PageCacheOptions } from './page-cache'
import { createNonce } from './security-headers'
import { resolveSiteOrigin, siteOrigin } from './site-origin'

interface Rendered {
  /** The render takes this long before its first byte (a slow loader). */
  delayMs?: number
  status?: number
  cacheControl?: string
  cookie?: string
  type?: string
}

/** An app shaped like server/app.ts: nonce, compression, cache, then a "renderer" that counts. */
async function startApp(
  options: Partial<PageCacheOptions> & { clock?: { now: number }; trustProxy?: number },
  page: (path: string) => Rendered = () => ({}),
) {
  const renders: string[] = []
  const app = express()
  app.set('trust proxy', options.trustProxy ?? false)
  app.use(resolveSiteOrigin)
  app.use((_req, res, next) => {
    res.locals.cspNonce = createNonce()
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce}'`)
    next()
  })
  app.use(compression())
  const clock = options.clock
  app.use(
    pageCache({
      freshMs: 1000,
      staleMs: 5000,
      maxEntries: 10,
      maxBytes: 100_000,
      waitMs: 1000,
      nonceOf: (res) => String(res.locals.cspNonce),
      originOf: siteOrigin,
      now: clock ? () => clock.now : undefined,
      ...options,
    }),
  )
  const render: RequestHandler = async (req, res) => {
    renders.push(req.originalUrl)
    const { delayMs = 0, status = 200, cacheControl = 'public, max-age=60', cookie, type = 'text/html; charset=utf-8' } = page(req.path)
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    const nonce = String(res.locals.cspNonce)
    res.status(status).setHeader('Content-Type', type)
    res.setHeader('Cache-Control', cacheControl)
    res.setHeader('Content-Language', 'en')
    if (cookie) res.setHeader('Set-Cookie', cookie)
    // Streamed in pieces, like React's renderer; 2 KB so that compression applies.
    res.write(`<!doctype html><html><head><script nonce="${nonce}">boot()</script></head><body>`)
    res.write(`<p>${siteOrigin(res)}${req.originalUrl} render ${renders.length}</p>${'x'.repeat(2048)}`)
    res.end(`<script nonce="${nonce}">late()</script></body></html>`)
  }
  app.use(render)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servers.push(server)
  return { origin, renders }
}

const servers: { close: () => void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** Without fetch's automatic decompression: the bytes as sent. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

async function get(url: string, init?: RequestInit) {
  const response = await fetch(url, init)
  const body = await response.text()
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  return { response, body, nonce, cache: response.headers.get('x-cache') }
}

describe('page micro-cache', () => {
  it('replays a public page with the fresh nonce of each response and its own headers', async () => {
    const { origin, renders } = await startApp({})
    const first = await get(`${origin}/en`)
    const second = await get(`${origin}/en`, { headers: { 'accept-encoding': 'gzip' } })
    expect(renders).toEqual(['/en'])
    expect(first.cache).toBe('MISS')
    expect(second.cache).toBe('HIT')
    expect(second.response.headers.get('content-encoding')).toBe('gzip')
    expect(second.response.headers.get('content-language')).toBe('en')
    expect(second.response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(second.nonce).toBeTruthy()
    expect(second.nonce).not.toBe(first.nonce)
    // Every script carries this response's nonce; the render's nonce is gone.
    expect(second.body.split(`nonce="${second.nonce}"`)).toHaveLength(3)
    expect(second.body).not.toContain(first.nonce!)
    expect(second.body.replaceAll(second.nonce!, 'N')).toBe(first.body.replaceAll(first.nonce!, 'N'))
  })

  it('answers gzip from the parts compressed once, valid and identical to the page with its own nonce', async () => {
    const { origin, renders } = await startApp({})
    const plain = await get(`${origin}/en`)
    // The parts are deflated in the background; until then the middleware compresses as it streams
    // (no Content-Length). Ask until the answer comes from the parts.
    let raw: Awaited<ReturnType<typeof rawGet>> | undefined
    await vi.waitFor(async () => {
      raw = await rawGet(`${origin}/en`, { 'accept-encoding': 'gzip, deflate, br' })
      expect(raw.headers['content-length']).toBeDefined()
    })
    if (!raw) throw new Error('no answer')
    expect(raw.headers['content-encoding']).toBe('gzip')
    expect(raw.headers['vary']).toMatch(/accept-encoding/i)
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length)
    const nonce = /'nonce-([^']+)'/.exec(String(raw.headers['content-security-policy']))![1]!
    // gunzip checks the CRC and the length in the trailer.
    const html = gunzipSync(raw.body).toString('utf8')
    expect(html.split(`nonce="${nonce}"`)).toHaveLength(3)
    expect(html.replaceAll(nonce, 'N')).toBe(plain.body.replaceAll(plain.nonce!, 'N'))
    // Smaller than the page itself, and no second render.
    expect(raw.body.length).toBeLessThan(html.length / 2)
    expect(renders).toHaveLength(1)
    // A client that refuses gzip gets the plain page.
    const identity = await rawGet(`${origin}/en`, { 'accept-encoding': 'gzip;q=0, identity' })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString('utf8').replaceAll(String(/'nonce-([^']+)'/.exec(String(identity.headers['content-security-policy']))![1]), 'N')).toBe(html.replaceAll(nonce, 'N'))
  })

  it('keys by the whole address: path and query are separate pages', async () => {
    const { origin, renders } = await startApp({})
    await get(`${origin}/en`)
    await get(`${origin}/de`)
    await get(`${origin}/en?page=2`)
    await get(`${origin}/en?page=2`)
    expect(renders).toEqual(['/en', '/de', '/en?page=2'])
  })

  it('keys by the site origin: two allowed hosts never share a page, unknown hosts share the default one', async () => {
    const { origin, renders } = await startApp({})
    const page = (host: string) => rawGet(`${origin}/en`, { host }).then(({ body, headers }) => ({ body: body.toString(), cache: headers['x-cache'] }))
    const german = await page('softwarefactory.de')
    const turkish = await page('yazilimfabrikasi.com.tr')
    expect(german.body).toContain('http://softwarefactory.de/en render')
    expect(turkish.body).toContain('http://yazilimfabrikasi.com.tr/en render')
    expect(turkish.cache).toBe('MISS')
    expect(await page('softwarefactory.de')).toMatchObject({ cache: 'HIT', body: expect.stringContaining('http://softwarefactory.de/en render 1') })
    // A host outside the allow-list is rendered, and cached, as the default domain; the port of a
    // configured domain never shows.
    const foreign = await page('attacker.example')
    expect(foreign.body).toContain('http://yazilimfabrikasi.com/en render')
    expect((await page('yazilimfabrikasi.com:8443')).cache).toBe('HIT')
    expect(renders).toHaveLength(3)
  })

  it('a forged X-Forwarded-Host behind a trusted proxy can neither poison nor read another host\'s page', async () => {
    const { origin, renders } = await startApp({ trustProxy: 1 })
    const forged = await rawGet(`${origin}/en`, { host: 'softwarefactory.de', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' })
    expect(forged.body.toString()).toContain('https://yazilimfabrikasi.com/en render')
    expect(forged.body.toString()).not.toContain('attacker')
    const real = await rawGet(`${origin}/en`, { host: 'internal:3000', 'x-forwarded-host': 'softwarefactory.de', 'x-forwarded-proto': 'https' })
    expect(real.headers['x-cache']).toBe('MISS')
    expect(real.body.toString()).toContain('https://softwarefactory.de/en render')
    // A scheme that is neither http nor https is ignored, not rendered.
    const odd = await rawGet(`${origin}/en`, { host: 'softwarefactory.de', 'x-forwarded-host': 'softwarefactory.de', 'x-forwarded-proto': 'x"><script>' })
    expect(odd.body.toString()).toContain('http://softwarefactory.de/en render')
    expect(renders).toHaveLength(3)
  })

  it('a request with a cookie other than the language and anti-forgery ones neither reads nor fills the cache', async () => {
    const { origin, renders } = await startApp({})
    await get(`${origin}/en`)
    const signedIn = await get(`${origin}/en`, { headers: { cookie: 'lang=en; session=abc' } })
    expect(signedIn.cache).toBe('BYPASS')
    const again = await get(`${origin}/en`, { headers: { cookie: 'session=abc' } })
    expect(again.cache).toBe('BYPASS')
    expect(renders).toEqual(['/en', '/en', '/en'])
    // The language and anti-forgery cookies change nothing in a page: those visitors share it.
    expect((await get(`${origin}/en`, { headers: { cookie: 'lang=en; XSRF-TOKEN=abc' } })).cache).toBe('HIT')
    expect(renders).toHaveLength(3)
  })

  it('answers HEAD from a cached page without a body', async () => {
    const { origin, renders } = await startApp({})
    await get(`${origin}/en`)
    const head = await fetch(`${origin}/en`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('x-cache')).toBe('HIT')
    expect(await head.text()).toBe('')
    expect(renders).toHaveLength(1)
  })

  it('never keeps errors, private or uncacheable pages, cookies or other content types', async () => {
    const pages: Record<string, Rendered> = {
      '/missing': { status: 404 },
      '/failed': { status: 500 },
      '/private': { cacheControl: 'private, no-store' },
      '/cookie': { cookie: 'XSRF-TOKEN=abc; Path=/' },
      '/data': { type: 'text/x-script' },
    }
    const { origin, renders } = await startApp({}, (path) => pages[path] ?? {})
    for (const path of Object.keys(pages)) {
      await get(`${origin}${path}`)
      const again = await get(`${origin}${path}`)
      expect(again.cache, path).toBe('MISS')
    }
    expect(renders).toHaveLength(Object.keys(pages).length * 2)
  })

  it('does not cache POSTs (no-JS form answers) and passes them through', async () => {
    const { origin, renders } = await startApp({})
    await fetch(`${origin}/en/contact`, { method: 'POST' })
    await fetch(`${origin}/en/contact`, { method: 'POST' })
    expect(renders).toEqual(['/en/contact', '/en/contact'])
  })

  it('after the fresh time, one request renders anew while the others get the stale copy', async () => {
    const clock = { now: 0 }
    const { origin, renders } = await startApp({ clock })
    await get(`${origin}/en`)
    clock.now = 1500
    const [a, b, c] = await Promise.all([get(`${origin}/en`), get(`${origin}/en`), get(`${origin}/en`)])
    expect(renders).toHaveLength(2)
    expect([a.cache, b.cache, c.cache].sort()).toEqual(['MISS', 'STALE', 'STALE'])
    // The new render replaced the entry: fresh again.
    const after = await get(`${origin}/en`)
    expect(after.cache).toBe('HIT')
    expect(after.body).toContain('render 2')
  })

  it('renders a cold page once for a burst of requests; the others wait and replay it', async () => {
    const { origin, renders } = await startApp({}, () => ({ delayMs: 150 }))
    const burst = await Promise.all(Array.from({ length: 6 }, () => get(`${origin}/en`)))
    expect(renders).toEqual(['/en'])
    expect(burst.map((r) => r.cache).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'MISS'])
    // Each waiter still has its own nonce.
    expect(new Set(burst.map((r) => r.nonce)).size).toBe(6)
    for (const r of burst) expect(r.body).toContain(`nonce="${r.nonce}"`)
  })

  it('a waiter renders the page itself when the render in progress is too slow or not cacheable', async () => {
    const pages: Record<string, Rendered> = { '/slow': { delayMs: 600 }, '/missing': { status: 404, delayMs: 100 } }
    const { origin, renders } = await startApp({ waitMs: 200 }, (path) => pages[path] ?? {})
    const slow = await Promise.all([get(`${origin}/slow`), get(`${origin}/slow`)])
    expect(slow.map((r) => r.cache)).toEqual(['MISS', 'MISS'])
    expect(renders).toEqual(['/slow', '/slow'])
    const missing = await Promise.all([get(`${origin}/missing`), get(`${origin}/missing`)])
    expect(missing.map((r) => r.response.status)).toEqual([404, 404])
    expect(renders.filter((path) => path === '/missing')).toHaveLength(2)
  })

  it('drops entries after the stale time and keeps at most maxEntries', async () => {
    const clock = { now: 0 }
    const { origin, renders } = await startApp({ clock, maxEntries: 2 })
    await get(`${origin}/a`)
    clock.now = 6000
    expect((await get(`${origin}/a`)).cache).toBe('MISS')
    await get(`${origin}/b`)
    await get(`${origin}/c`)
    // /a was stored first and went when /c came in.
    expect((await get(`${origin}/a`)).cache).toBe('MISS')
    expect((await get(`${origin}/c`)).cache).toBe('HIT')
    expect(renders).toEqual(['/a', '/a', '/b', '/c', '/a'])
  })

  it('keeps the pages that are asked for: the least recently served goes first, not the first stored', async () => {
    const { origin, renders } = await startApp({ maxEntries: 2 })
    await get(`${origin}/a`)
    await get(`${origin}/b`)
    expect((await get(`${origin}/a`)).cache).toBe('HIT')
    await get(`${origin}/c`)
    expect((await get(`${origin}/a`)).cache).toBe('HIT')
    expect((await get(`${origin}/b`)).cache).toBe('MISS')
    expect(renders).toEqual(['/a', '/b', '/c', '/b'])
  })

  it('does not keep pages over the size limit', async () => {
    const { origin, renders } = await startApp({ maxBytes: 1000 })
    await get(`${origin}/en`)
    await get(`${origin}/en`)
    expect(renders).toHaveLength(2)
  })
})
