/**
 * The page cache's rules of time, size and bytes, through its public API (the middleware in front
 * of a renderer, on a real socket) with Vitest's fake clock: renders take their time on it, the
 * cache reads it (Date.now), and nothing here waits for real time. page-cache.test.ts covers the
 * cache in the app's own shape (nonce, compression, allowed hosts).
 */
import { EventEmitter, once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import express from 'express'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageCache, type PageCacheOptions } from './page-cache'

type Chunk = string | Uint8Array | [text: string, encoding: BufferEncoding]

interface Reply {
  status?: number
  /** Set on the response after the defaults (text/html, public); `null` removes one. */
  headers?: Record<string, string | null>
  /** The body as written, in these chunks; by default one line naming the page and its render. */
  body?: (nonce: string, render: number) => Chunk[]
  /** The render takes this long (on the fake clock) before its first byte. */
  delayMs?: number
  /** …and this long between its first chunk and the rest. */
  stallMs?: number
}

const T0 = Date.UTC(2026, 0, 1)

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  text: string
  cache: string | undefined
}

const servers: http.Server[] = []

beforeEach(() => {
  // Only the clock and timeouts are fake; sockets and the deflate thread pool run as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: T0 })
})

afterEach(() => {
  for (const server of servers.splice(0)) server.close()
  vi.useRealTimers()
})

function bytes(chunks: Chunk[]): Buffer {
  return Buffer.concat(chunks.map((chunk) => (Array.isArray(chunk) ? Buffer.from(chunk[0], chunk[1]) : Buffer.from(chunk))))
}

/** The cache in front of a renderer that answers `reply(path, render)`; each response's nonce (Q, QQ, QQQ…) is one letter longer than the last. */
async function startApp(options: Partial<PageCacheOptions>, reply: (path: string, render: number) => Reply = () => ({})) {
  const renders: string[] = []
  /** When (on the fake clock, from T0) each response finished, with its X-Cache. */
  const finished: { path: string; at: number; cache: string | undefined }[] = []
  const events = new EventEmitter()
  let arrived = 0
  let nonces = 0
  const app = express()
  app.use((req, res, next) => {
    arrived++
    res.locals.nonce = 'Q'.repeat(++nonces)
    res.on('finish', () => finished.push({ path: req.originalUrl, at: Date.now() - T0, cache: res.getHeader('x-cache') as string | undefined }))
    res.on('close', () => events.emit('close', req.originalUrl))
    next()
  })
  app.use(
    pageCache({
      freshMs: 1000,
      staleMs: 5000,
      maxEntries: 10,
      maxBytes: 100_000,
      waitMs: 1000,
      nonceOf: (res) => String(res.locals.nonce),
      originOf: () => 'https://example.com',
      ...options,
    }),
  )
  app.use(async (req, res) => {
    renders.push(req.originalUrl)
    const render = renders.filter((path) => path === req.originalUrl).length
    const nonce = String(res.locals.nonce)
    const { status = 200, headers = {}, body = () => [`<p nonce="${nonce}">${req.originalUrl} render ${render}</p>`], delayMs = 0, stallMs = 0 } = reply(req.path, render)
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (res.destroyed) return
    res.status(status)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    for (const [name, value] of Object.entries(headers)) if (value === null) res.removeHeader(name)
    else res.setHeader(name, value)
    const chunks = body(nonce, render)
    for (const [index, chunk] of chunks.slice(0, -1).entries()) {
      if (Array.isArray(chunk)) res.write(chunk[0], chunk[1])
      else res.write(chunk)
      if (index === 0 && stallMs) {
        events.emit('stalled', req.originalUrl)
        await new Promise((resolve) => setTimeout(resolve, stallMs))
        if (res.destroyed) return
      }
    }
    const last = chunks.at(-1)
    if (Array.isArray(last)) res.end(last[0], last[1])
    else res.end(last)
  })
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await once(server, 'listening')
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  /** Sends a request; `sent` resolves once the server has it. */
  const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => {
    let client: http.ClientRequest | undefined
    const before = arrived
    const answer = new Promise<Answer>((resolve, reject) => {
      client = http.request(`${origin}${path}`, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({ status: res.statusCode!, headers: res.headers, body, text: body.toString('utf8'), cache: res.headers['x-cache'] as string | undefined })
        })
      })
      client.on('error', reject)
      client.end()
    })
    // An aborted request's answer fails; a test that aborts does not wait for it.
    answer.catch(() => undefined)
    return { answer, sent: until(() => arrived > before), abort: () => client!.destroy() }
  }
  const get = (path: string, headers?: Record<string, string>) => request(path, { headers }).answer

  return { renders, finished, events, request, get }
}

/** Lets sockets and callbacks run (no time passes on the fake clock) until `done()`, for at most a few thousand turns. */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; !done(); turn++) {
    if (turn > 5000) throw new Error('the server never got there')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Moves the fake clock to `ms` after T0, running every timer due on the way. */
async function at(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(T0 + ms - Date.now())
}

describe('page cache on the clock', () => {
  it('keeps a page fresh for freshMs; from then on, one request renders it anew while the others get the stale copy', async () => {
    const { get, request, renders } = await startApp({}, (_path, render) => ({ delayMs: render === 2 ? 100 : 0 }))
    expect((await get('/en')).cache).toBe('MISS')
    await at(999)
    expect(await get('/en')).toMatchObject({ cache: 'HIT', text: expect.stringContaining('render 1') })
    await at(1000)
    const renderer = request('/en')
    await renderer.sent
    expect(await get('/en')).toMatchObject({ cache: 'STALE', text: expect.stringContaining('render 1') })
    await at(1100)
    expect(await renderer.answer).toMatchObject({ cache: 'MISS', text: expect.stringContaining('render 2') })
    expect(await get('/en')).toMatchObject({ cache: 'HIT', text: expect.stringContaining('render 2') })
    expect(renders).toEqual(['/en', '/en'])
  })

  it('replays a stale page until staleMs, never after, even while a render is pending', async () => {
    const { get, request } = await startApp({}, (_path, render) => ({ delayMs: render === 2 ? 100 : 0 }))
    await get('/a')
    await get('/b')
    // /a: a render starts at 4999 and ends at 5099; until 5000 the others get the stale copy, then they wait.
    await at(4999)
    const renderer = request('/a')
    await renderer.sent
    expect(await get('/a')).toMatchObject({ cache: 'STALE', text: expect.stringContaining('render 1') })
    await at(5000)
    const waiter = request('/a')
    await waiter.sent
    // /b: at 5000 the copy is gone; the first request renders, the next waits for it.
    const b = request('/b')
    await b.sent
    const bWaiter = request('/b')
    await bWaiter.sent
    await at(5100)
    expect(await renderer.answer).toMatchObject({ cache: 'MISS', text: expect.stringContaining('render 2') })
    expect(await waiter.answer).toMatchObject({ cache: 'HIT', text: expect.stringContaining('render 2') })
    expect(await b.answer).toMatchObject({ cache: 'MISS', text: expect.stringContaining('render 2') })
    expect(await bWaiter.answer).toMatchObject({ cache: 'HIT', text: expect.stringContaining('render 2') })
  })

  it('forgets a page at staleMs, so that it takes no place from pages still served', async () => {
    // /a is private from its second render on: the expired copy must not linger in one of the two places.
    const { get } = await startApp({ maxEntries: 2, freshMs: 4000 }, (path, render): Reply => ({
      headers: path === '/a' && render > 1 ? { 'Cache-Control': 'private, no-store' } : {},
    }))
    await get('/a')
    await at(3000)
    await get('/b')
    await at(5000)
    expect((await get('/a')).cache).toBe('MISS')
    await at(5001)
    await get('/c')
    await at(5002)
    expect((await get('/b')).cache).toBe('HIT')
    expect((await get('/c')).cache).toBe('HIT')
  })

  it('answers a waiter as soon as the render it waits for ends, and leaves no timer behind', async () => {
    const { request, finished } = await startApp({ waitMs: 1000 }, () => ({ delayMs: 300 }))
    const first = request('/en')
    await first.sent
    const waiter = request('/en')
    await waiter.sent
    await at(300)
    expect((await first.answer).cache).toBe('MISS')
    expect((await waiter.answer).cache).toBe('HIT')
    expect(finished.map(({ at, cache }) => [at, cache])).toEqual([
      [300, 'MISS'],
      [300, 'HIT'],
    ])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a waiter that gave up renders the page itself; later waiters still wait for the first render', async () => {
    const { request, finished, renders } = await startApp({ waitMs: 100 }, () => ({ delayMs: 1000 }))
    const first = request('/en') // ends at 1000
    await first.sent
    const impatient = request('/en') // waits until 100, then renders; ends at 1100
    await impatient.sent
    await at(950)
    const late = request('/en')
    await late.sent
    await at(1100)
    await Promise.all([first.answer, impatient.answer, late.answer])
    expect(renders).toEqual(['/en', '/en'])
    expect(finished.map(({ at, cache }) => [at, cache])).toEqual([
      [1000, 'MISS'],
      [1000, 'HIT'], // the late one was answered by the first render, not after its own 100 ms
      [1100, 'MISS'],
    ])
  })

  it('renders nothing for a waiter whose visitor has left', async () => {
    const { request, events, renders } = await startApp({ waitMs: 1000 }, () => ({ status: 404, delayMs: 100 }))
    const first = request('/missing')
    await first.sent
    const waiter = request('/missing')
    await waiter.sent
    const closed = once(events, 'close')
    waiter.abort()
    await closed
    await at(100)
    expect((await first.answer).status).toBe(404)
    expect(renders).toEqual(['/missing'])
  })

  it('keeps nothing of a render its visitor left, and holds no one up for it', async () => {
    const { request, get, events, renders } = await startApp({ waitMs: 1000 }, () => ({ delayMs: 100 }))
    const left = request('/en')
    await left.sent
    const closed = once(events, 'close')
    left.abort()
    await closed
    // The next visitor renders at once: nothing is pending any more.
    const next = request('/en')
    await until(() => renders.length === 2)
    await at(100)
    expect(await next.answer).toMatchObject({ cache: 'MISS', text: expect.stringContaining('render 2') })
    expect(await get('/en')).toMatchObject({ cache: 'HIT', text: expect.stringContaining('render 2') })
  })

  it('keeps nothing of a page its visitor left halfway through', async () => {
    const { request, get, events } = await startApp({}, () => ({ stallMs: 100, body: (nonce, render) => [`<p nonce="${nonce}">first half of render ${render}`, ' second half</p>'] }))
    const left = request('/en')
    await once(events, 'stalled')
    const closed = once(events, 'close')
    left.abort()
    await closed
    await at(100)
    const next = request('/en')
    await once(events, 'stalled')
    await at(200)
    expect(await next.answer).toMatchObject({ cache: 'MISS', text: expect.stringContaining('render 2 second half') })
    expect(await get('/en')).toMatchObject({ cache: 'HIT', text: expect.stringContaining('render 2') })
  })

  it('does not render for a HEAD request, and fills nothing with it', async () => {
    const { request, get, renders } = await startApp({})
    const head = await request('/en', { method: 'HEAD' }).answer
    expect(head.status).toBe(200)
    expect(head.cache).toBeUndefined()
    expect(head.body).toHaveLength(0)
    expect(await get('/en')).toMatchObject({ cache: 'MISS', text: expect.stringContaining('render 2') })
    const cached = await request('/en', { method: 'HEAD' }).answer
    expect(cached).toMatchObject({ status: 200, cache: 'HIT' })
    expect(cached.body).toHaveLength(0)
    expect(renders).toEqual(['/en', '/en'])
  })
})

describe('page cache bytes and headers', () => {
  it('replays the bytes as written: strings in any encoding, Buffers and Uint8Arrays, with its own nonce', async () => {
    const body = (nonce: string): Chunk[] => ['<p>', ['Caf\u00e9 ', 'latin1'], Buffer.from('Stra\u00dfe '), new Uint8Array([0xe2, 0x82, 0xac]), ['<b>', 'utf8'], `${nonce}</b>`, ['00ff', 'hex']]
    const { get } = await startApp({}, () => ({ body }))
    const first = await get('/en')
    expect(first.body).toEqual(bytes(body('Q')))
    const replay = await get('/en')
    expect(replay.cache).toBe('HIT')
    expect(replay.body).toEqual(bytes(body('QQ')))
  })

  it('keeps a page without a nonce (no policy) as it was', async () => {
    const { get } = await startApp({ nonceOf: () => '' })
    const first = await get('/en')
    const replay = await get('/en')
    expect(replay.cache).toBe('HIT')
    expect(replay.body).toEqual(first.body)
  })

  it('keeps a page of exactly maxBytes, and not one of a byte more', async () => {
    const page = { body: () => ['x'.repeat(1000)] }
    const fits = await startApp({ maxBytes: 1000 }, () => page)
    await fits.get('/en')
    expect((await fits.get('/en')).cache).toBe('HIT')
    const over = await startApp({ maxBytes: 999 }, () => page)
    await over.get('/en')
    expect((await over.get('/en')).cache).toBe('MISS')
  })

  it('keeps no page that does not say it is HTML or that it may be shared', async () => {
    const { get, renders } = await startApp({}, (path) => ({ headers: { [path === '/untyped' ? 'Content-Type' : 'Cache-Control']: null } }))
    for (const path of ['/untyped', '/unsaid']) {
      await get(path)
      expect((await get(path)).cache, path).toBe('MISS')
    }
    expect(renders).toHaveLength(4)
  })

  it("gives a replay its own Date, length and connection headers, never the render's", async () => {
    const { get } = await startApp({}, (path, render) => ({
      headers: {
        Date: 'Thu, 01 Jan 1970 00:00:00 GMT',
        Vary: 'Cookie',
        // Each request here asks to close its connection: a replay must not promise to keep it.
        Connection: 'keep-alive',
        'Keep-Alive': 'timeout=99',
        // The first request of each path is its render; /sized is the app's first request, so its nonce is Q.
        ...(path === '/chunked' ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(`<p>${'Q'.repeat(render)}</p>`.length) }),
      },
      body: (nonce) => [`<p>${nonce}</p>`],
    }))
    for (const path of ['/sized', '/chunked']) {
      const first = await get(path)
      expect(first.headers, path).toMatchObject({ date: 'Thu, 01 Jan 1970 00:00:00 GMT', vary: 'Cookie', connection: 'keep-alive', 'keep-alive': 'timeout=99' })
      const replay = await get(path)
      expect(replay.cache, path).toBe('HIT')
      expect(replay.text, path).toMatch(/^<p>Q+<\/p>$/)
      expect(replay.text, path).not.toBe(first.text)
      expect(replay.headers['content-length'], path).toBe(String(replay.body.length))
      expect(replay.headers['transfer-encoding'], path).toBeUndefined()
      expect(replay.headers.date, path).not.toBe('Thu, 01 Jan 1970 00:00:00 GMT')
      expect(replay.headers.vary, path).toBeUndefined()
      expect(replay.headers['keep-alive'], path).toBeUndefined()
      expect(replay.headers.connection, path).toBe('close')
    }
  })

  it('answers gzip from its own compressed parts only to a client that prefers gzip to the plain page', async () => {
    const { get } = await startApp({}, () => ({ body: (nonce) => [`<html>${'<p>page</p>'.repeat(200)}<script nonce="${nonce}"></script></html>`] }))
    const plain = await get('/en')
    // The parts are deflated in the background (this app has no compression middleware): ask until they are.
    let gzip = await get('/en', { 'accept-encoding': 'gzip' })
    for (let asked = 1; gzip.headers['content-encoding'] !== 'gzip'; asked++) {
      if (asked > 200) throw new Error('the parts were never compressed')
      gzip = await get('/en', { 'accept-encoding': 'gzip' })
    }
    expect(gzip.headers).toMatchObject({ vary: 'Accept-Encoding', 'content-length': String(gzip.body.length) })
    const nonceOf = (html: string) => /nonce="(Q+)"/.exec(html)![1]!
    const html = gunzipSync(gzip.body).toString('utf8')
    expect(html.replace(nonceOf(html), 'N')).toBe(plain.text.replace(nonceOf(plain.text), 'N'))
    const identityFirst = await get('/en', { 'accept-encoding': 'identity, gzip;q=0.5' })
    expect(identityFirst.headers['content-encoding']).toBeUndefined()
    expect(identityFirst.text.replace(nonceOf(identityFirst.text), 'N')).toBe(html.replace(nonceOf(html), 'N'))
  })
})
