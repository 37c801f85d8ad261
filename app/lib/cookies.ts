/**
 * The one reader of `Cookie` headers (and of `document.cookie`, which has the same shape), for the
 * server and the browser alike. Lenient as browsers are (RFC 6265bis §5.4): it never throws, so
 * a visitor's broken cookie can only be ignored, never fail a request.
 *
 * - Pairs are split at `;`; a value may itself hold `=` (`a=b=c` is `a` → `b=c`).
 * - Names and values are trimmed; one pair of surrounding double quotes is removed.
 * - Values are percent-decoded; a value that is not valid percent-encoding is kept as sent.
 * - A pair without `=` is a value with an empty name (`foo` is `''` → `foo`), as browsers read it,
 *   so a caller asking "only known cookies?" still sees it; empty pairs (`;;`, `=`) are skipped.
 * - The first pair of a name wins (browsers send the most specific path first).
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  if (!header) return cookies
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=')
    const name = (equals < 0 ? '' : pair.slice(0, equals)).trim()
    const raw = (equals < 0 ? pair : pair.slice(equals + 1)).trim()
    if (name === '' && raw === '') continue
    if (!cookies.has(name)) cookies.set(name, decode(unquote(raw)))
  }
  return cookies
}

/** The value of one cookie, or `undefined` when the header does not carry it. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return parseCookieHeader(header).get(name)
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value
}

function decode(value: string): string {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export type CookieOptions = {
  path?: string
  /** Seconds; a fraction is cut, below zero is 0 (the cookie goes). */
  maxAge?: number
  httpOnly?: boolean
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
}

/** RFC 6265 §4.1.1: a name is a token, a value cookie-octets (no space, quote, comma, semicolon or backslash). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/

/**
 * The attributes of a cookie as written after its value (`; Path=/; Max-Age=…; HttpOnly;
 * SameSite=Lax; Secure`), for the inline script that appends its own value and `Secure`.
 */
export function cookieAttributes(options: CookieOptions): string {
  let attributes = ''
  if (options.path !== undefined) {
    if (!/^[\x20-\x3A\x3C-\x7E]*$/.test(options.path)) throw new TypeError('invalid cookie Path')
    attributes += `; Path=${options.path}`
  }
  if (options.maxAge !== undefined) {
    if (!Number.isFinite(options.maxAge)) throw new TypeError('invalid cookie Max-Age')
    attributes += `; Max-Age=${Math.max(0, Math.floor(options.maxAge))}`
  }
  if (options.httpOnly) attributes += '; HttpOnly'
  if (options.sameSite) attributes += `; SameSite=${options.sameSite}`
  if (options.secure) attributes += '; Secure'
  return attributes
}

/**
 * The one writer of cookies, for `Set-Cookie` and `document.cookie` alike (the signed lead flash
 * cookie is React Router's `createCookie`, which signs). Values are written as they are, never
 * encoded, so the reader above reads back what was written; a name or value a browser would
 * misread (`;`, a space, a quote) is refused with an error instead of being written. It is part
 * of every React page's JavaScript (the language switch writes the language cookie): ~0.4 KB gzip.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`invalid cookie name ${name}`)
  if (!COOKIE_VALUE.test(value)) throw new TypeError(`invalid value of cookie ${name}`)
  return `${name}=${value}${cookieAttributes(options)}`
}
