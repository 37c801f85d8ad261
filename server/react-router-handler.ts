import { writeReadableStreamToWritable } from '@react-router/node'
import type { Request, RequestHandler, Response } from 'express'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { XSRF_COOKIE } from '~/lib/server/anti-forgery.server'
import { isPrivateCacheControl, PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import { SHOP_SYNC_BODY_LIMIT_BYTES } from '~/features/shop/account-shop'
import { siteOrigin } from './site-origin'

/**
 * Express to React Router, with React Router's documented `createRequestHandler(build)` (what
 * @react-router/express wraps). Our own ~60 lines instead of that adapter because three rules must
 * hold for every page and none of them can be added around it:
 * - the URL a page renders with is the site origin (./site-origin), not the raw Host or
 *   X-Forwarded-Host, so the page cache's key and the render always agree;
 * - a request body (the no-JS forms) is read whole, at most PAGE_BODY_LIMIT bytes (the shop sync:
 *   bodyLimitFor), before React Router sees it: longer bodies, chunked or not, get 413 instead of
 *   filling the memory;
 * - caching fails closed: a response without Cache-Control, to a POST, or setting a cookie other
 *   than the anti-forgery one is `private, no-store`.
 */
export const PAGE_BODY_LIMIT_BYTES = 16 * 1024

/**
 * The one page route whose posts are larger: a signed-in customer's shop sync (JSON of the cart,
 * wishlist and orders; `:lang/account/shop-state` in app/routes.ts), which reads and checks its
 * body itself. Under the general limit an order history of ~25 orders already failed every sync.
 */
const SHOP_SYNC_PATH = /^\/[^/]+\/account\/shop-state\/?$/i

/** How many body bytes a post to this path may carry. */
export function bodyLimitFor(path: string): number {
  return SHOP_SYNC_PATH.test(path) ? SHOP_SYNC_BODY_LIMIT_BYTES : PAGE_BODY_LIMIT_BYTES
}

class BodyRefused extends Error {
  constructor(readonly status: 413 | 415 | 400) {
    super(`request body refused (${status})`)
  }
}

/**
 * The whole body, or a refusal as soon as it passes the limit. (body-parser reads a refused body
 * to its end before answering, which lets one slow client hold the connection for as long as it
 * likes; here the answer goes out at once and the connection closes behind it.)
 */
function readLimitedBody(req: Request, limit = PAGE_BODY_LIMIT_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase()
    if (encoding !== 'identity') return reject(new BodyRefused(415))
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(new BodyRefused(413))
    const chunks: Buffer[] = []
    let size = 0
    const stop = (error?: BodyRefused) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onError)
      if (error) {
        req.pause()
        reject(error)
      }
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return stop(new BodyRefused(413))
      chunks.push(chunk)
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks))
    }
    const onError = () => stop(new BodyRefused(400))
    req.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onError)
  })
}

/**
 * The Fetch standard's forbidden methods: `new Request` throws for them, so they could never reach
 * a page (TRACE was a 500 with a stack in the error log: probe 3, finding 7). 501: the server
 * does not implement them for any address (CONNECT is refused by ./http-server).
 */
const METHODS_NO_PAGE_TAKES = new Set(['CONNECT', 'TRACE', 'TRACK'])

export function reactRouterHandler({
  build,
  getLoadContext,
}: {
  build: () => Promise<ServerBuild>
  getLoadContext: (req: Request, res: Response) => AppLoadContext
}): RequestHandler {
  const handle = createRequestHandler(build, process.env.NODE_ENV)
  const render = async (req: Request, res: Response, next: (error?: unknown) => void, body?: Buffer) => {
    try {
      const controller = new AbortController()
      res.on('close', () => {
        if (!res.writableFinished) controller.abort()
      })
      const response = await handle(toFetchRequest(req, res, controller.signal, body), getLoadContext(req, res))
      await send(req, res, response)
    } catch (error) {
      next(error)
    }
  }
  return (req, res, next) => {
    if (METHODS_NO_PAGE_TAKES.has(req.method)) {
      res.setHeader('Cache-Control', 'no-store')
      return void res.status(501).type('text/plain').send('Not Implemented')
    }
    if (req.method === 'GET' || req.method === 'HEAD') return void render(req, res, next)
    readLimitedBody(req, bodyLimitFor(req.path)).then(
      (body) => render(req, res, next, body),
      (error: unknown) => next(error),
    )
  }
}

function toFetchRequest(req: Request, res: Response, signal: AbortSignal, body?: Buffer): globalThis.Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const init: RequestInit = { method: req.method, headers, signal }
  if (body) {
    // The body is complete: no chunked framing.
    headers.delete('transfer-encoding')
    headers.set('content-length', String(body.length))
    init.body = new Uint8Array(body)
  }
  // `req.url`, not `originalUrl`: the canonical URL (./canonical-url), the one the page cache keys on.
  return new Request(`${siteOrigin(res)}${req.url}`, init)
}

/** Whether a rendered response may keep a public Cache-Control; otherwise it becomes private. */
export function mayBeShared(method: string, response: globalThis.Response): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (isPrivateCacheControl(response.headers.get('Cache-Control'))) return false
  return response.headers.getSetCookie().every((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`))
}

async function send(req: Request, res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue
    res.append(name, value)
  }
  for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie)
  if (!mayBeShared(req.method, response)) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
  if (!response.body) return void res.end()
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error
  }
}
