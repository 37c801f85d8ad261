import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { constants as zlibConstants, crc32, deflateRaw } from 'node:zlib'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { LRUCache } from 'lru-cache'
import { parseCookieHeader } from '~/lib/cookies'
import { isPrivateCacheControl } from '~/lib/http-cache'

const deflateRawAsync = promisify(deflateRaw)

/**
 * A micro-cache for public pages. Rendering a page costs tens of milliseconds of CPU; the same
 * page for the same address is identical for every visitor (no cookies, language from the path,
 * theme applied in the browser), so a finished render is kept briefly and replayed.
 *
 * - Only complete `200 text/html` responses marked `public` and without `Set-Cookie` are kept:
 *   the page itself decides, through its Cache-Control, whether it may be shared (by default it
 *   may not: ~/lib/http-cache). Requests with a cookie other than the language and anti-forgery
 *   ones bypass the cache. The key is the site origin (allowed host, never a raw header) and the canonical URL.
 * - The CSP nonce stays unique per response: the stored HTML has its render's nonce replaced by
 *   the current response's one (nonces are base64url, which HTML never escapes).
 * - After `freshMs` an entry is stale: the first request renders it anew (streaming as usual)
 *   while the others keep getting the stale copy, so a busy page never renders twice at once.
 *   After `staleMs` it is gone.
 * - A page with no copy yet (or an expired one) is rendered once for a burst of requests: the
 *   others wait for that render, up to `waitMs`, and replay it.
 * - Bounded by `maxEntries` (lru-cache: the least recently served or stored goes first) and
 *   `maxBytes` per page. Freshness is this module's own (`freshMs`, `staleMs` on `now`), not the
 *   library's TTL, so a stale copy can be replayed while one request renders the page anew.
 * - Compression is paid once per render, not per request: the parts between the nonces are
 *   deflated once (best level, in the background) and a gzip response is assembled per request
 *   from them, the nonce in between as a stored block. Until that is ready, or for clients without
 *   gzip, the compression middleware does its usual work.
 */
export interface PageCacheOptions {
  freshMs: number
  staleMs: number
  maxEntries: number
  maxBytes: number
  /** How long a request waits for the same page's render in progress before rendering it itself. */
  waitMs: number
  /** The nonce of the current response (set by the security headers middleware). */
  nonceOf: (res: Response) => string
  /** The origin the page is rendered for (scheme and allowed host): part of the key, so two hosts never share a page. */
  originOf: (res: Response) => string
  now?: () => number
}

interface Entry {
  /** The page split at its render's nonce: the nonce of a replay goes between the parts. */
  parts: Buffer[]
  /** The parts, each deflated on its own (dictionary reset at every seam). */
  deflatedParts?: Buffer[]
  headers: OutgoingHttpHeaders
  storedAt: number
}

/** Headers that belong to one response, never to a replay. */
const PER_RESPONSE_HEADERS = new Set([
  'content-security-policy',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'date',
  'connection',
  'keep-alive',
  // Stryker disable next-line StringLiteral: a response that sets a cookie is never kept (isShareable)
  'set-cookie',
  // Stryker disable next-line StringLiteral: a replay sets its own X-Cache after the stored headers
  'x-cache',
])

export function pageCache(options: PageCacheOptions): RequestHandler {
  const now = options.now ?? Date.now
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries })
  /** Pages being rendered (anew or for the first time); settles when the render has ended. */
  const rendering = new Map<string, Promise<void>>()

  const serve = (key: string, req: Request, res: Response, next: NextFunction, mayWait: boolean): void => {
    let entry = entries.get(key)
    const age = entry ? now() - entry.storedAt : Infinity
    // Past staleMs a copy is gone, even while a render is pending.
    if (age >= options.staleMs) {
      entries.delete(key)
      entry = undefined
    }
    const pending = rendering.get(key)

    // Fresh, or stale while another request renders it anew.
    if (entry && (age < options.freshMs || pending)) {
      replay(req, res, entry, options.nonceOf(res), age < options.freshMs ? 'HIT' : 'STALE')
      return
    }
    // Nothing to replay (a copy is replayed above whenever a render is pending), but the same page
    // is being rendered (a burst on a cold or expired page): wait for that render instead of
    // rendering it fifty times at once; bounded, for slow pages.
    if (pending && mayWait) {
      void settleWithin(pending, options.waitMs).then(() => {
        if (!res.destroyed) serve(key, req, res, next, false)
      })
      return
    }
    if (req.method === 'HEAD') return next()
    let rendered: (() => void) | undefined
    if (!pending) rendering.set(key, new Promise<void>((resolve) => (rendered = resolve)))
    res.setHeader('X-Cache', 'MISS')
    capture(res, (body) => {
      try {
        if (body === undefined || !isShareable(res) || body.length > options.maxBytes) return
        const stored: Entry = { parts: split(body, options.nonceOf(res)), headers: storedHeaders(res), storedAt: now() }
        entries.set(key, stored)
        deflateParts(stored.parts).then(
          (deflated) => (stored.deflatedParts = deflated),
          () => undefined, // replays stay uncompressed by us; the middleware compresses them
        )
      } finally {
        if (rendered) {
          rendering.delete(key)
          rendered()
        }
      }
    })
    next()
  }

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    // A visitor with a cookie we don't know (a session, say) may see a page made for them: such a
    // request neither reads nor fills the cache, whatever the page's headers say.
    if (!onlySharedCookies(req.headers.cookie)) {
      res.setHeader('X-Cache', 'BYPASS')
      return next()
    }
    // `req.url`: the canonical URL (./canonical-url, marketing parameters dropped), which is also
    // what React Router renders; `originalUrl` is what the client sent.
    serve(`${options.originOf(res)}${req.url}`, req, res, next, true)
  }
  return handler
}

/** Cookies that never change a page's HTML: the language choice and the anti-forgery token. */
const SHARED_COOKIES = new Set(['lang', 'XSRF-TOKEN'])

export function onlySharedCookies(cookieHeader: string | undefined): boolean {
  // A nameless value (`Cookie: abc`) counts as unknown: it bypasses the cache too.
  return [...parseCookieHeader(cookieHeader).keys()].every((name) => SHARED_COOKIES.has(name))
}

function settleWithin(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer))
}

function replay(req: Request, res: Response, entry: Entry, nonce: string, state: 'HIT' | 'STALE'): void {
  for (const [name, value] of Object.entries(entry.headers)) if (value !== undefined) res.setHeader(name, value)
  res.setHeader('X-Cache', state)
  res.status(200)
  const nonceBytes = Buffer.from(nonce)
  if (entry.deflatedParts && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    const body = gzipMember(entry.parts, entry.deflatedParts, nonceBytes)
    res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Content-Length', body.length)
    // Node sends no body in answer to HEAD, whatever end() is given.
    res.end(body)
    return
  }
  res.end(joinParts(entry.parts, nonceBytes))
}

function split(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body]
  const seam = Buffer.from(nonce)
  const parts: Buffer[] = []
  let from = 0
  for (let at = body.indexOf(seam); at !== -1; at = body.indexOf(seam, from)) {
    parts.push(body.subarray(from, at))
    from = at + seam.length
  }
  parts.push(body.subarray(from))
  return parts
}

function joinParts(parts: Buffer[], nonce: Buffer): Buffer {
  const pieces: Buffer[] = []
  parts.forEach((part, index) => (index === 0 ? pieces.push(part) : pieces.push(nonce, part)))
  return Buffer.concat(pieces)
}

/** Every part but the last ends with a full flush (byte-aligned, no back references across it). */
function deflateParts(parts: Buffer[]): Promise<Buffer[]> {
  return Promise.all(
    parts.map((part, index) =>
      deflateRawAsync(part, {
        level: zlibConstants.Z_BEST_COMPRESSION,
        finishFlush: index === parts.length - 1 ? zlibConstants.Z_FINISH : zlibConstants.Z_FULL_FLUSH,
      }),
    ),
  )
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/** RFC 1952 member: header, the deflated parts with the nonce as stored blocks between, CRC and size. */
function gzipMember(parts: Buffer[], deflatedParts: Buffer[], nonce: Buffer): Buffer {
  // A non-final stored block (RFC 1951 3.2.4): header bits 000 padded to a byte, LEN, NLEN, data.
  const storedNonce = Buffer.concat([Buffer.from([0, nonce.length & 0xff, nonce.length >> 8, ~nonce.length & 0xff, (~nonce.length >> 8) & 0xff]), nonce])
  const pieces: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(storedNonce)
      crc = crc32(nonce, crc)
      size += nonce.length
    }
    pieces.push(deflatedParts[index]!)
    crc = crc32(part, crc)
    size += part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  pieces.push(trailer)
  return Buffer.concat(pieces)
}

function isShareable(res: Response): boolean {
  const type = String(res.getHeader('content-type') ?? '')
  return (
    res.statusCode === 200 &&
    type.startsWith('text/html') &&
    !isPrivateCacheControl(String(res.getHeader('cache-control') ?? '')) &&
    res.getHeader('set-cookie') === undefined
  )
}

function storedHeaders(res: Response): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(res.getHeaders())) if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value
  return headers
}

/**
 * Collects the body as it is written (before compression, which wraps the same methods earlier
 * in the chain) and hands it over once the response has finished; `undefined` when it was cut off.
 */
function capture(res: Response, done: (body: Buffer | undefined) => void): void {
  const chunks: Buffer[] = []
  let finished = false
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    return write(chunk, ...rest)
  }) as Response['write']
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== 'function') keep(chunk, rest[0])
    return end(chunk, ...rest)
  }) as Response['end']
  res.once('finish', () => {
    finished = true
    done(Buffer.concat(chunks))
  })
  res.once('close', () => {
    if (!finished) done(undefined)
  })
}
