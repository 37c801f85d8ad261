/**
 * The company's days and times: Istanbul's (UTC+3 all year since 2016). Dates the site shows
 * without knowing the visitor's zone (account pages, the admin pages, order history) use it, on the
 * server and in the browser alike, so both render the same text.
 */
export const COMPANY_TIME_ZONE = 'Europe/Istanbul'
export const COMPANY_UTC_OFFSET = '+03:00'
const OFFSET_MS = 3 * 60 * 60 * 1000

/** The company's calendar day of a moment, as YYYY-MM-DD. */
export function companyDay(moment: Date): string {
  return new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 10)
}

/** The company's day `days` before (negative) or after `day` (YYYY-MM-DD). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
