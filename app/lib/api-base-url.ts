/**
 * Where the lead forms post: the site itself by default; a build-time `VITE_API_BASE_URL` points
 * the browser at an external API of the same shape instead. The browser's fetch (api-fetch.ts)
 * and the server's Content-Security-Policy (server/security-headers.ts) both read it from the
 * same build, so the policy always lets the page reach the API it was built for.
 */
export const API_BASE_URL = String(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')

/**
 * The origin `connect-src` must allow for an API base URL: none for the site's own API (empty or
 * a path, which `'self'` covers) or for anything but an absolute http(s) URL.
 */
export function apiOriginOf(baseUrl: string): string | undefined {
  if (!URL.canParse(baseUrl)) return undefined
  const url = new URL(baseUrl)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
}
