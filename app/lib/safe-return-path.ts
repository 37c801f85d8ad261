/**
 * A path on this site to send a visitor back to, from a value the visitor's request carries (a
 * form's hidden field), or `fallback`. Only a path starting with a single `/` passes: `//host`
 * and `/\host` are other sites to a browser (no open redirect). The value is read the way a
 * browser reads a Location (WHATWG URL: tabs and line breaks dropped, `\` as `/`, dot segments
 * resolved) and the result is checked again, so `/\t/host` or `/..//host` cannot turn into
 * `//host` on the way. Any fragment is dropped; the caller adds its own.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !isSiteRelative(value)) return fallback
  // Control characters and backslashes never occur in a path our pages write.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\0-\x1F\x7F\\]/.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return fallback
  }
  const path = `${url.pathname}${url.search}`
  return url.origin === PROBE_ORIGIN && isSiteRelative(path) ? path : fallback
}

const MAX_LENGTH = 2048
/** Any origin works as the base: only whether the value leaves it matters. */
const PROBE_ORIGIN = 'http://return-path.invalid'

function isSiteRelative(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
}
