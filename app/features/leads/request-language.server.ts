import { languageFromAcceptLanguage } from '~/features/i18n/negotiate'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~/features/i18n/languages'

/**
 * The visitor's page language for API answers and the stored lead: an explicit `Language` in
 * the body, else the page they posted from (Referer `/{lang}/…`), else Accept-Language.
 */
export function requestLanguage(headers: { referer?: string; acceptLanguage?: string }, body?: unknown): Language {
  const fromBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).Language : undefined
  if (isLanguage(fromBody)) return fromBody
  if (headers.referer) {
    try {
      const first = new URL(headers.referer).pathname.split('/')[1]
      if (isLanguage(first)) return first
    } catch {
      // A malformed Referer is just ignored.
    }
  }
  return languageFromAcceptLanguage(headers.acceptLanguage) ?? DEFAULT_LANGUAGE
}
