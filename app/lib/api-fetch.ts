import { readCookie } from './cookies'

/**
 * `fetch` for the site's own API (SPEC §7 "Anti-forgery header"): on every non-GET, non-HEAD
 * request to a relative URL it copies the `XSRF-TOKEN` cookie into `X-XSRF-TOKEN`. Absolute
 * URLs (another API host) never get the token.
 */
const XSRF_COOKIE = 'XSRF-TOKEN'
const XSRF_HEADER = 'X-XSRF-TOKEN'
const TOKEN_URL = '/api/v1/xsrf-token'

/**
 * Where the lead forms post: the site itself by default; a build-time `VITE_API_BASE_URL`
 * points the browser at an external API of the same shape instead.
 */
const API_BASE_URL = String(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')

export function apiUrl(path: string): string {
  return `${API_BASE_URL}${path}`
}

function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+\-.]*:/i.test(url) && !url.startsWith('//')
}

function readXsrfCookie(): string | undefined {
  return readCookie(document.cookie, XSRF_COOKIE) || undefined
}

export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase()
  if (method === 'GET' || method === 'HEAD' || !isRelativeUrl(url)) return fetch(url, init)
  let token = readXsrfCookie()
  if (!token) {
    // Normally set with the page; a cache in front of the site may have stripped it.
    await fetch(TOKEN_URL, { credentials: 'same-origin', cache: 'no-store' })
    token = readXsrfCookie()
  }
  const headers = new Headers(init.headers)
  if (token) headers.set(XSRF_HEADER, token)
  return fetch(url, { ...init, headers, credentials: 'same-origin' })
}
