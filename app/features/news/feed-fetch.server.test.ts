import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeFeedBody, FeedFetchError, safeFetch } from './feed-fetch.server'

const MB = 1024 * 1024
const options = { timeoutMs: 400, maxBytes: 2 * MB, maxRedirects: 3, accept: 'application/xml' }
let origin = ''
let server: http.Server
const sockets = new Set<Socket>()
let bytesSentOfFiveMb = 0

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin)
    const hops = Number(url.searchParams.get('n') ?? 0)
    switch (url.pathname) {
      case '/ok':
        return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss/>')
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
      case '/five-mb': {
        // A 5 MB feed sent in chunks without Content-Length: the limit applies while streaming.
        res.writeHead(200, { 'content-type': 'application/xml' })
        bytesSentOfFiveMb = 0
        const chunk = Buffer.alloc(64 * 1024, '<item><title>x</title></item>')
        const send = () => {
          while (bytesSentOfFiveMb < 5 * MB) {
            bytesSentOfFiveMb += chunk.length
            if (!res.write(chunk)) return res.once('drain', send)
          }
          res.end()
        }
        res.on('close', () => res.destroy())
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
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => server.close(resolve))
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
    for (const path of ['/hang', '/slow-body']) {
      const started = performance.now()
      await expect(safeFetch(`${origin}${path}`, options)).rejects.toThrow('timed out')
      expect(performance.now() - started).toBeLessThan(1500)
    }
  })

  it('refuses a declared size above the limit without reading it', async () => {
    await expect(safeFetch(`${origin}/declared-large`, options)).rejects.toThrow('too large')
  })

  it('stops reading a 5 MB document at the 2 MB limit', async () => {
    await expect(safeFetch(`${origin}/five-mb`, { ...options, timeoutMs: 5000 })).rejects.toThrow('too large')
    // The connection is cut: the server could not push the whole 5 MB.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(bytesSentOfFiveMb).toBeLessThan(5 * MB)
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
