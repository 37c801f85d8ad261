/**
 * A key figure with its suffix in the page language: "%31" (tr), "31 %" (de), "31%" (en) for a
 * percentage; other suffixes ("+", "x") follow the number, which is grouped by the language's rules.
 */
export function formatFigure(value: number, suffix: string | undefined, locale: string): string {
  if (suffix === '%') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)
  return `${new Intl.NumberFormat(locale).format(value)}${suffix ?? ''}`
}

/** The thousands separator of a locale ("." in Turkish and German, "," in English), for figures a script writes. */
export function groupSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).format(1000).charAt(1)
}
