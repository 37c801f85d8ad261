/**
 * A whole euro amount as each language writes it in prose: "490 €" and "1.290 €" in Turkish and
 * German (number, no-break space, €), "€490" and "€1,290" in English. Intl writes "€490" for
 * Turkish, which the Turkish texts ("490 €'dan") do not (l10n review 2.5).
 */
export function formatEuros(value: number, locale: string): string {
  const language = locale.slice(0, 2).toLowerCase()
  if (language === 'en') return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value)
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)}\u00a0€`
}
