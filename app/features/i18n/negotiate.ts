import { readCookie } from '~/lib/cookies'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from './languages'

/** Reads the `lang` cookie; anything but tr/en/de (or a malformed header) is ignored. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | undefined {
  let value = readCookie(cookieHeader, LANGUAGE_COOKIE)
  // The cookie may hold the plain code or the same JSON object as localStorage.
  if (value?.startsWith('{')) {
    try {
      value = (JSON.parse(value) as { code?: unknown }).code as string
    }
    // Stryker disable next-line BlockStatement: a value that is no JSON is no language either, and isLanguage refuses it below
    catch {
      return undefined
    }
  }
  return isLanguage(value) ? value : undefined
}

/** Best match of an Accept-Language header among the supported languages (RFC 9110 q-values). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .slice(0, 1000)
    .split(',')
    .map((entry) => {
      const [tag, ...params] = entry.split(';') as [string, ...string[]]
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const q = qParam ? Number(qParam.slice(2)) : 1
      // RFC 9110 allows spaces around the ';' (`de ;q=0.8`).
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0 }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    // Array sorting is stable: languages of the same weight keep the header's order.
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0]
    if (isLanguage(primary)) return primary
  }
  return undefined
}

export function preferredLanguage(request: Request): Language {
  return (
    languageFromCookie(request.headers.get('Cookie')) ??
    languageFromAcceptLanguage(request.headers.get('Accept-Language')) ??
    DEFAULT_LANGUAGE
  )
}
