/** Formats US cents as dollars in the page's locale: `$699.00`, `699,00 $`, `$699,00`. */
export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100)
}
