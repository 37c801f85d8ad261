/**
 * True when a Content-Type names no charset or UTF-8 (`utf-8`/`utf8`, any case, quoted or not).
 * body-parser decoded UTF-7, UTF-16 and the like into other text than the visitor typed; the
 * site's own clients always send UTF-8, so any other charset is refused rather than converted.
 */
export function declaresUtf8(contentType: string | null | undefined): boolean {
  if (!contentType) return true
  for (const parameter of contentType.split(';').slice(1)) {
    const equals = parameter.indexOf('=')
    const name = (equals < 0 ? parameter : parameter.slice(0, equals)).trim().toLowerCase()
    if (name !== 'charset') continue
    const value = equals < 0 ? '' : parameter.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1').trim().toLowerCase()
    if (value !== 'utf-8' && value !== 'utf8') return false
  }
  return true
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A JSON body from its bytes. Bytes that are not UTF-8 are refused instead of being turned
 * into U+FFFD (the stored lead would differ from what was sent); a leading BOM is dropped.
 */
export function parseUtf8Json(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(utf8.decode(bytes)) as unknown }
  } catch {
    return { ok: false }
  }
}
