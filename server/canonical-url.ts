import type { RequestHandler } from 'express'
import { canonicalPath } from '~/lib/canonical-path'

/**
 * Parameters that campaign and ad tools append to links (Google, Meta, Microsoft, Mailchimp,
 * HubSpot…). No page reads them on the server; the analytics script reads them in the browser.
 */
const MARKETING_PARAMETER = /^(utm_\w*|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|twclid|ttclid|yclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|srsltid)$/i

/** The query without marketing parameters and empty pieces (`?&x=1&` is `?x=1`), in the order sent. */
export function withoutMarketingParameters(query: string): string {
  return query
    .split('&')
    .filter((pair) => pair !== '' && !MARKETING_PARAMETER.test(parameterName(pair)))
    .join('&')
}

function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0]!.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
}

/**
 * One URL per page, before the page cache and React Router (issue #50, item 3). Each spelling of
 * a page was a cache miss of its own, i.e. a full render that any client could ask for at will.
 *
 * - A path spelled with percent-encoded unreserved characters (`/en/c%6Fntact`) is redirected
 *   (301) to its canonical spelling rather than rendered under it: the redirect costs no render,
 *   every spelling then lands on the one cached copy, and the address bar, the page's canonical
 *   link, the page-view count and the cache key all name the same page. Serving the page under
 *   each spelling instead would keep many addresses for one page (for crawlers, for the counts).
 * - Marketing parameters are dropped from the URL the cache keys on and the page renders with,
 *   but not redirected away: the visitor's address bar keeps them for the analytics script, and
 *   the page, rendered without them, is the same for everybody. `req.originalUrl` keeps what
 *   was sent.
 */
export const canonicalUrl: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  const queryAt = req.url.indexOf('?')
  const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : req.url.slice(queryAt + 1)
  const canonical = canonicalPath(path)
  // `//host` or `/\host` would be another site in a Location header: such paths are never
  // redirected here (the language redirect keeps them on-site).
  if (canonical !== path && !/^\/[/\\]/.test(canonical)) {
    res.setHeader('Cache-Control', 'public, max-age=3600')
    return res.redirect(301, queryAt === -1 ? canonical : `${canonical}?${query}`)
  }
  if (queryAt !== -1) {
    const kept = withoutMarketingParameters(query)
    req.url = kept === '' ? path : `${path}?${kept}`
  }
  next()
}
