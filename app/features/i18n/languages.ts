import type { CookieOptions } from '~/lib/cookies'

export const LANGUAGES = ['tr', 'en', 'de'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'tr'

/** A text in each of the site's languages. */
export type LocalizedText = Record<Language, string>

/** A quotation in each language's marks: German „…“, Turkish and English “…”. */
export function quoted(text: string, language: Language): string {
  return language === 'de' ? `„${text}“` : `“${text}”`
}

export type LanguageOption = { code: Language; name: string; flag: string }

/** The spec's language options; names are always shown in their own language. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'tr', name: 'Türkçe', flag: '🇹🇷' },
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪' },
]

export const LOCALE_BY_LANGUAGE: Record<Language, string> = {
  tr: 'tr-TR',
  en: 'en-US',
  de: 'de-DE',
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Storage key and cookie name shared by the language switch and the server redirect. */
export const LANGUAGE_STORAGE_KEY = 'language'
export const LANGUAGE_COOKIE = 'lang'
/** The language cookie lasts a year, for every path (its `Secure` depends on the page's scheme). */
export const LANGUAGE_COOKIE_OPTIONS: CookieOptions = { path: '/', maxAge: 31_536_000, sameSite: 'Lax' }
