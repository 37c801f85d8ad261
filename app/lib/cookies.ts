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
