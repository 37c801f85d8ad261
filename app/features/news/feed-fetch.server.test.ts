import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardOutboundConnections } from '../../../tests/fixtures/outbound-guard'
import type { Resolver } from '~/lib/server/address-policy.server'
import { decodeFeedBody, FeedFetchError, safeFetch, type SafeFetchOptions } from './feed-fetch.server'

const MB = 1024 * 1024
let origin = ''
// The feed server's own origin is the configured feed here: it may be on 127.0.0.1.
let options: SafeFetchOptions
let server: http.Server
const sockets = new Set<Socket>()
let bytesSentOfLargeFeed = 0
/** The large feed's size: more than the loopback connection's buffers can hold. */
const LARGE_FEED_BYTES = 20 * MB
/** Resolves when the large feed's connection has closed (ended or cut by the client). */
let largeFeedClosed: Promise<void> = Promise.resolve()
/** Another service on this machine that no feed may reach: counts the requests it gets. */
let internal: { server: http.Server; origin: string; hits: number }

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin)
    const hops = Number(url.searchParams.get('n') ?? 0)
    switch (url.pathname) {
      case '/ok':
        return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss/>')
      case '/gzip':
        return res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' }).end(gzipSync('<rss>zipped</rss>'))
      case '/gzip-bomb':
        // 5 MB of zeros in a few KB: the limit applies to what it unpacks to.
        return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(5 * MB)))
      case '/to':
        return res.writeHead(302, { location: url.searchParams.get('url') ?? '/ok' }).end()
      case '/redirect':
        return res.writeHead(302, { location: hops > 1 ? `/redirect?n=${hops - 1}` : '/ok' }).end()
      case '/to-file':
        return res.writeHead(301, { location: 'file:///etc/passwd' }).end()
      case '/500':
        return res.writeHead(500).end('boom')
      case '/hang':
        return // never answers
      case '/slow-body':
        res.writeHead(200, { 'content-type': 'application/xml' })
        res.write('<rss>')
        return // the body never ends
      case '/declared-large':
        return res.writeHead(200, { 'content-length': String(5 * MB) }).end()
      case '/large-feed': {
        // A 20 MB feed sent in chunks without Content-Length: the limit applies while streaming. 20 MB
        // is more than the loopback connection's buffers hold (a few MB each way), so the server
        // cannot have written it all when the client cut the connection; with 5 MB it sometimes could.
        res.writeHead(200, { 'content-type': 'application/xml' })
        bytesSentOfLargeFeed = 0
        const chunk = Buffer.alloc(64 * 1024, '<item><title>x</title></item>')
        const send = () => {
          while (bytesSentOfLargeFeed < LARGE_FEED_BYTES) {
            bytesSentOfLargeFeed += chunk.length
            if (!res.write(chunk)) return res.once('drain', send)
          }
          res.end()
        }
        largeFeedClosed = new Promise((resolve) =>
          res.on('close', () => {
            res.destroy()
            resolve()
          }),
        )
        return send()
      }
      default:
        return res.writeHead(404).end()
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  options = { timeoutMs: 400, maxBytes: 2 * MB, maxRedirects: 3, accept: 'application/xml', trustedOrigins: [origin] }

  const internalServer = http.createServer((_req, res) => {
    internal.hits++
    res.writeHead(200, { 'content-type': 'application/xml' }).end('<secret/>')
  })
  await new Promise<void>((resolve) => internalServer.listen(0, '127.0.0.1', resolve))
  internal = { server: internalServer, origin: `http://127.0.0.1:${(internalServer.address() as AddressInfo).port}`, hits: 0 }
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => server.close(resolve))
  internal.server.closeAllConnections()
  await new Promise((resolve) => internal.server.close(resolve))
})

describe('safeFetch', () => {
  it('returns the body, type and final address', async () => {
    const result = await safeFetch(`${origin}/ok`, options)
    expect(result.body.toString()).toBe('<rss/>')
    expect(result.contentType).toBe('application/rss+xml')
  })

  it('follows up to 3 redirects and refuses the 4th', async () => {
    expect((await safeFetch(`${origin}/redirect?n=3`, options)).finalUrl).toBe(`${origin}/ok`)
    await expect(safeFetch(`${origin}/redirect?n=4`, options)).rejects.toThrow('too many redirects')
  })

  it('only speaks http and https, also after a redirect', async () => {
    await expect(safeFetch('file:///etc/passwd', options)).rejects.toThrow(/protocol file:/)
    await expect(safeFetch('ftp://example.com/feed', options)).rejects.toThrow(/protocol ftp:/)
    await expect(safeFetch(`${origin}/to-file`, options)).rejects.toThrow(/protocol file:/)
    await expect(safeFetch('not a url', options)).rejects.toThrow(FeedFetchError)
  })

  it('rejects error statuses', async () => {
    await expect(safeFetch(`${origin}/500`, options)).rejects.toThrow('HTTP 500')
  })

  it('gives up after the timeout, for headers and for a body that never ends', async () => {
    // Neither fixture ever finishes its answer: only the timeout can end these calls.
    for (const path of ['/hang', '/slow-body']) {
      await expect(safeFetch(`${origin}${path}`, options)).rejects.toThrow('timed out')
    }
  })

  it('refuses a declared size above the limit without reading it', async () => {
    await expect(safeFetch(`${origin}/declared-large`, options)).rejects.toThrow('too large')
  })

  it('stops reading a 20 MB document at the 2 MB limit', async () => {
    await expect(safeFetch(`${origin}/large-feed`, { ...options, timeoutMs: 5000 })).rejects.toThrow('too large')
    // The connection is cut: the server could not push the whole document.
    await largeFeedClosed
    expect(bytesSentOfLargeFeed).toBeLessThan(LARGE_FEED_BYTES)
  })

  it('unpacks gzip, and applies the size limit to the unpacked body', async () => {
    // A deadline well past the work (packing and unpacking 5 MB): on a busy machine the test's usual
    // 400 ms ran out first, and the refusal said "timed out" instead of "too large".
    const unhurried = { ...options, timeoutMs: 5000 }
    expect((await safeFetch(`${origin}/gzip`, unhurried)).body.toString()).toBe('<rss>zipped</rss>')
    await expect(safeFetch(`${origin}/gzip-bomb`, unhurried)).rejects.toThrow('too large')
  })

  it('can be cancelled from outside (server shutdown)', async () => {
    const controller = new AbortController()
    const pending = safeFetch(`${origin}/hang`, { ...options, timeoutMs: 5000, signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toThrow(FeedFetchError)
  })
})

describe('decodeFeedBody', () => {
  it('honours the declared encoding, else the header, else UTF-8', () => {
    const turkish = Buffer.from([0x3c, 0x61, 0x3e, 0xfe, 0xdd, 0xf0, 0x3c, 0x2f, 0x61, 0x3e]) // <a>şİğ</a> in ISO-8859-9
    expect(decodeFeedBody(Buffer.concat([Buffer.from('<?xml version="1.0" encoding="ISO-8859-9"?>'), turkish]), '')).toContain('şİğ')
    expect(decodeFeedBody(turkish, 'text/xml; charset=iso-8859-9')).toContain('şİğ')
    expect(decodeFeedBody(Buffer.from('<a>Grüße</a>'), 'text/xml')).toBe('<a>Grüße</a>')
    expect(decodeFeedBody(Buffer.from('<a>ok</a>'), 'text/xml; charset=no-such-charset')).toBe('<a>ok</a>')
  })
})

describe('safeFetch: only public addresses, except the configured feeds', () => {
  let guard: ReturnType<typeof guardOutboundConnections>
  const internalPort = () => new URL(internal.origin).port
  /** Test DNS: made-up names and what they "resolve" to; nothing asks a real server. */
  const names: Record<string, string[]> = {
    localhost: ['127.0.0.1', '::1'],
    'intranet.test': ['127.0.0.1'],
    'mixed.test': ['93.184.216.34', '10.1.2.3'],
    'mapped.test': ['::ffff:192.168.1.1'],
    'metadata.test': ['169.254.169.254'],
  }
  let lookups: string[] = []
  const resolve: Resolver = async (hostname) => {
    lookups.push(hostname)
    const addresses = names[hostname]
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }

  beforeAll(() => {
    guard = guardOutboundConnections()
  })

  afterAll(() => guard.restore())

  it('still reads the configured feed on 127.0.0.1, and follows its redirects within its origin', async () => {
    expect((await safeFetch(`${origin}/ok`, { ...options, resolve })).body.toString()).toBe('<rss/>')
    expect((await safeFetch(`${origin}/redirect?n=2`, { ...options, resolve })).finalUrl).toBe(`${origin}/ok`)
  })

  it('refuses a redirect from the feed to another service on this machine, without asking it', async () => {
    const hits = internal.hits
    for (const target of [
      `${internal.origin}/secret`,
      `http://localhost:${internalPort()}/secret`,
      `http://[::ffff:127.0.0.1]:${internalPort()}/secret`,
      `http://intranet.test:${internalPort()}/secret`,
    ]) {
      const pending = safeFetch(`${origin}/to?url=${encodeURIComponent(target)}`, { ...options, resolve })
      await expect(pending, target).rejects.toThrow(/refused \(.*loopback\)/)
    }
    expect(internal.hits).toBe(hits)
    expect(guard.attemptsTo('127.0.0.1').filter((attempt) => attempt.port === Number(internalPort()))).toEqual([])
  })

  it('refuses private, loopback, link-local, CGNAT, multicast and unspecified addresses before connecting', async () => {
    const refused = [
      'http://10.0.0.1/feed.xml',
      'http://172.16.5.4/feed.xml',
      'http://192.168.1.1/feed.xml',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/feed.xml',
      'http://224.0.0.1/feed.xml',
      'http://0.0.0.0/feed.xml',
      'http://[::]/feed.xml',
      'http://[::1]/feed.xml',
      'http://[::ffff:127.0.0.1]/feed.xml',
      'http://[::ffff:10.0.0.1]/feed.xml',
      'http://[::127.0.0.1]/feed.xml',
      'http://[fd00::1]/feed.xml',
      'http://[fe80::1]/feed.xml',
      'http://[ff02::1]/feed.xml',
      'http://2130706433/feed.xml', // 127.0.0.1 written as one number
      'http://0x7f.1/feed.xml',
      'http://intranet.test/feed.xml',
      'http://mixed.test/feed.xml', // one public and one private address: refused
      'http://mapped.test/feed.xml',
      'http://metadata.test/latest/meta-data/',
      `http://127.0.0.1:${internalPort()}/secret`, // this machine, but not the configured feed's origin
    ]
    const before = guard.attempts.length
    for (const address of refused) {
      await expect(safeFetch(address, { ...options, resolve }), address).rejects.toThrow(/refused/)
      await expect(safeFetch(`${origin}/to?url=${encodeURIComponent(address)}`, { ...options, resolve }), `redirect to ${address}`).rejects.toThrow(/refused/)
    }
    // Only the redirecting feed itself was connected to.
    expect(guard.attempts.slice(before).filter((attempt) => attempt.port !== Number(new URL(origin).port))).toEqual([])
  })

  it('connects to the address it checked, not to a second DNS answer', async () => {
    const port = new URL(origin).port
    let answers = 0
    const rebinding: Resolver = async () => {
      answers++
      // The first answer passes (this name is a configured feed's); any later one would not.
      return [{ address: answers === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }]
    }
    const result = await safeFetch(`http://feed.test:${port}/ok`, {
      ...options,
      trustedOrigins: [`http://feed.test:${port}`],
      resolve: rebinding,
    })
    expect(result.body.toString()).toBe('<rss/>')
    expect(answers).toBe(1)
    expect(guard.attemptsTo('feed.test').map((attempt) => attempt.addresses)).toEqual([['127.0.0.1']])
  })

  it('reports a name that does not resolve as a fetch error', async () => {
    lookups = []
    await expect(safeFetch('http://nowhere.test/feed.xml', { ...options, resolve })).rejects.toThrow(FeedFetchError)
    expect(lookups).toEqual(['nowhere.test'])
    expect(guard.attemptsTo('nowhere.test')).toEqual([])
  })
})
