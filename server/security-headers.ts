import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import type { CspSources } from '~/features/consent/analytics-config.server'
import { API_BASE_URL, apiOriginOf } from '~/lib/api-base-url'
import { onlySharedCookies } from './page-cache'

/**
 * Third-party origins the site may embed after the visitor asks for them: the office map, and
 * videos in YouTube's privacy-enhanced mode (app/components/sections/video-section.tsx).
 */
const FRAME_SOURCES = ['https://www.openstreetmap.org', 'https://www.youtube-nocookie.com']

const NONCE_BYTES = 18
/** Random bytes for 512 nonces at a time: one call into the system's generator instead of one per response. */
let pool = Buffer.alloc(0)
let offset = 0

/** 24 characters of base64url: never escaped in HTML, so a cached page's nonce can be swapped per response. */
export function createNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 512)
    offset = 0
  }
  offset += NONCE_BYTES
  return pool.toString('base64url', offset - NONCE_BYTES, offset)
}

/** `base` plus the extra sources of a directive, space-separated. */
function sources(base: string, extra: readonly string[] | undefined): string {
  return extra?.length ? `${base} ${extra.join(' ')}` : base
}

/**
 * The policy of every document. `extra` adds the configured analytics provider's hosts (none
 * unless ANALYTICS_PROVIDER is set; the browser only asks them after the visitor's consent).
 */
export function contentSecurityPolicy(nonce: string, secure: boolean, extra: CspSources = {}): string {
  const directives = [
    "default-src 'self'",
    sources(`script-src 'self' 'nonce-${nonce}'`, extra.script),
    // React and the carousels set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    sources("img-src 'self' data: blob:", extra.img),
    "font-src 'self'",
    sources("connect-src 'self'", extra.connect),
    `frame-src ${FRAME_SOURCES.join(' ')}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ]
  if (secure) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/**
 * Scripts, styles and fonts of the build: never shown as a document, so the document-only headers
 * (CSP, Permissions-Policy: about 0.6 KB each time) are left off them. A page loads a dozen; SVG
 * pictures, which a browser can open as a document, keep them.
 */
export function isSubresource(path: string): boolean {
  return /^\/assets\/[\w.-]+\.(?:js|css|woff2)$/.test(path)
}

/** The pages of an account's own data and the admin pages (they need a session; without one they send to sign-in). */
const PERSONAL_PAGE = /^\/[^/]+\/(?:account|admin)(?:[/.]|$)/

/**
 * `Cross-Origin-Opener-Policy: same-origin` cuts a cross-origin opener's handle on our window,
 * with which it could navigate the window or count its frames to learn who is signed in. It goes
 * on every page sent to a visitor with a session (any cookie beyond the shared ones) and on the
 * account and admin addresses. A page sent to an anonymous visitor is the same for everyone (the
 * page cache shares it) and holds nothing to leak; there the header would only cost a fresh
 * browser process on arrival: about 100 ms of main-thread work on this machine, 200–400 ms of
 * Lighthouse's blocking time even on a blank page (docs/decisions/021).
 */
export function needsOpenerIsolation(path: string, cookieHeader: string | undefined): boolean {
  return PERSONAL_PAGE.test(path) || !onlySharedCookies(cookieHeader)
}

/**
 * `extra` plus the origin of the external lead API the build posts to (VITE_API_BASE_URL, probe 3
 * finding 4: without it in `connect-src` the browser blocked every lead form sent with JavaScript).
 */
export function withLeadApi(extra: CspSources, apiBaseUrl = API_BASE_URL): CspSources {
  const origin = apiOriginOf(apiBaseUrl)
  return origin ? { ...extra, connect: [...new Set([...(extra.connect ?? []), origin])] } : extra
}

/** Security headers for every response; the CSP nonce is fresh per response. */
export const securityHeaders = (analytics: CspSources = {}): RequestHandler => {
  const extra = withLeadApi(analytics)
  return (req, res, next) => {
    const secure = req.secure
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    if (secure) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    if (isSubresource(req.path)) return next()
    const nonce = createNonce()
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, secure, extra))
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (needsOpenerIsolation(req.path, req.headers.cookie)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader(
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    )
    next()
  }
}
