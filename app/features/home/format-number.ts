import type { Language } from '~/features/i18n/languages'

/** The thousands separator of each page language: "1,200" reads as 1.2 to Turkish and German readers. */
const GROUP_SEPARATOR: Record<Language, string> = { tr: '.', en: ',', de: '.' }

/**
 * A whole number grouped by the page language's rules, as the statistics count up (SPEC §9's
 * count-up groups thousands; l10n review: with the language's separator). Grouped by hand: the
 * first `toLocaleString` or `Intl.NumberFormat` of a page loads ICU's number data, a 30 ms task
 * during hydration on a mid-range phone, for numbers that only need a separator.
 */
export function formatNumber(value: number, language: Language): string {
  const digits = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[language])
  return value < 0 ? `-${digits}` : digits
}

/** A whole percentage as each language writes it: "%100" (tr), "100 %" (de, no-break space), "100%" (en). */
export function formatPercent(value: number, language: Language): string {
  const number = formatNumber(value, language)
  if (language === 'tr') return `%${number}`
  if (language === 'de') return `${number}\u00A0%`
  return `${number}%`
}
