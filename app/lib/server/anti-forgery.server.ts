import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import { readCookie, serializeCookie } from '~/lib/cookies'

/**
 * Double-submit anti-forgery (SPEC §7, CONTRACT): the server issues the cookie, the browser
 * client copies it into the header; another site can neither read the cookie nor send a custom
 * header without a CORS preflight, which this server never approves.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'x-xsrf-token'
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
const ONE_DAY_SECONDS = 86_400

function newXsrfToken(): string {
  return randomBytes(32).toString('base64url')
}

function hasValidXsrfCookie(cookieHeader: string | null | undefined): boolean {
  return TOKEN_PATTERN.test(readCookie(cookieHeader, XSRF_COOKIE) ?? '')
}

/** Readable by the page's script (not HttpOnly) by design: the client must copy it. */
function xsrfSetCookie(token: string, secure: boolean): string {
  return serializeCookie(XSRF_COOKIE, token, { path: '/', maxAge: ONE_DAY_SECONDS * 7, sameSite: 'Lax', secure })
}

export function xsrfTokensMatch(cookieHeader: string | null | undefined, headerValue: string | null | undefined): boolean {
  const cookie = readCookie(cookieHeader, XSRF_COOKIE)
  if (!cookie || !headerValue || !TOKEN_PATTERN.test(cookie)) return false
  const a = Buffer.from(cookie)
  const b = Buffer.from(headerValue)
  return a.length === b.length && timingSafeEqual(a, b)
}

const PAGE_EXCLUDES = /^\/(api\/v1\/(Site|admin)\/|healthz|news-image|assets\/|favicon|robots\.txt|sitemap\.xml|site\.webmanifest)/i

/**
 * Issues the anti-forgery cookie as a header, never in the HTML, on responses that no shared
 * cache keeps: a page marked `public`/`s-maxage` goes out without it (one visitor's token must
 * not be cached for everybody) and the browser client then fetches /api/v1/xsrf-token instead.
 */
export const issueXsrfCookie: RequestHandler = (req, res, next) => {
  if ((req.method === 'GET' || req.method === 'HEAD') && !PAGE_EXCLUDES.test(req.path) && !hasValidXsrfCookie(req.headers.cookie)) {
    const writeHead = res.writeHead
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      const cacheControl = String(res.getHeader('cache-control') ?? '')
      if (!/\b(public|s-maxage)\b/i.test(cacheControl)) res.append('Set-Cookie', xsrfSetCookie(newXsrfToken(), req.secure))
      return writeHead.apply(this, args)
    } as Response['writeHead']
  }
  next()
}

/**
 * A form posted without JavaScript carries no header, so the no-JS lead route relies on the
 * browser's own proof of origin instead: `Origin` (sent with every cross-origin and same-origin
 * form POST by current browsers), else `Sec-Fetch-Site`, else `Referer`. Origins are compared
 * whole, scheme, host and port: `https://host` posting to `http://host` is another origin (probe
 * 3). `Origin: null` (a sandboxed frame, a `data:` page, a cross-site redirect) proves nothing
 * and is refused whatever else the request says, as React Router refuses it on its own actions.
 */
export function isSameOriginPost(headers: Headers, requestUrl: string): boolean {
  const own = new URL(requestUrl).origin
  const origin = headers.get('origin')
  if (origin !== null) return originOf(origin) === own
  const site = headers.get('sec-fetch-site')
  if (site) return site === 'same-origin' || site === 'none'
  const referer = headers.get('referer')
  if (referer) return originOf(referer) === own
  // No browser signal at all: not a browser (curl, a script), which cannot ride a visitor's session.
  return true
}

/** `scheme://host:port` of a URL (the default port left out, as `URL.origin` does); undefined for `null` and nonsense. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}
