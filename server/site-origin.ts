import type { Request, RequestHandler, Response } from 'express'
import { SITE_DOMAINS } from '@content/site'
import { isLoopbackHost } from '~/lib/loopback-host.js'

const CONFIGURED_HOSTS = new Set(SITE_DOMAINS.map((domain) => domain.host))
const DEFAULT_HOST = SITE_DOMAINS[0]!.host

/**
 * The one origin a request is served for, used for everything that depends on the host: the URL
 * React Router renders with (canonical, hreflang, Open Graph, JSON-LD, robots.txt, sitemap.xml),
 * the sign-in link and the page cache's key. Computing it once keeps the key and the render in
 * step, so a forged Host or X-Forwarded-Host can never put its name into a page others receive.
 *
 * - Only the four configured domains keep their name; they are served on the default port behind
 *   the proxy, so an internal port never shows in a URL.
 * - Loopback names (localhost, 127.x, [::1]) keep their port: development and the tests.
 * - Any other host gets the default domain.
 * - The scheme is the trusted X-Forwarded-Proto when it says http or https, else the socket's.
 */
function siteOriginOf(req: Request): string {
  const protocol = req.protocol === 'https' || req.protocol === 'http' ? req.protocol : req.socket && 'encrypted' in req.socket ? 'https' : 'http'
  // Express gives the trusted X-Forwarded-Host (left-most value) or Host; rejectBadHost checked its syntax.
  const host = (req.host ?? '').toLowerCase()
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!
  if (CONFIGURED_HOSTS.has(hostname)) return `${protocol}://${hostname}`
  if (isLoopbackHost(hostname)) return `${protocol}://${host}`
  return `${protocol}://${DEFAULT_HOST}`
}

export function siteOrigin(res: Response): string {
  return String(res.locals.siteOrigin)
}

/** Computes the site origin once per request (`res.locals.siteOrigin`). */
export const resolveSiteOrigin: RequestHandler = (req, res, next) => {
  res.locals.siteOrigin = siteOriginOf(req)
  next()
}
