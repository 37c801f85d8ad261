import { API_BASE_URL } from './api-base-url'
import { readCookie } from './cookies'

/**
 * `fetch` for the site's own API (SPEC §7 "Anti-forgery header"): on every non-GET, non-HEAD
 * request to a relative URL it copies the `XSRF-TOKEN` cookie into `X-XSRF-TOKEN`. Absolute
 * URLs (another API host, VITE_API_BASE_URL) never get the token, nor cookies: such an API checks
 * the request's Origin itself (README, VITE_API_BASE_URL).
 */
const XSRF_COOKIE = 'XSRF-TOKEN'
const XSRF_HEADER = 'X-XSRF-TOKEN'
const TOKEN_URL = '/api/v1/xsrf-token'


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

/**
 * When the call to the API did not get through at all (offline for a moment, a network error, an
 * external API that the page's CSP or the API's CORS does not allow: issue 50 item 4), the form
 * goes as it would without JavaScript: an HTML post to its own `action`, the site's lead route,
 * which checks and stores it the same way. The prototype's `submit` fires no submit event (no
 * loop through the handler) and works even if a field is named "submit".
 */
export function postWithoutJavaScript(form: HTMLFormElement): void {
  HTMLFormElement.prototype.submit.call(form)
}
