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

/** The earliest follow-up day the forms take (and the lead inbox's date filters). */
export const FIRST_DAY = '2000-01-01'
const LAST_DAY = '9999-12-31'

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A calendar day that exists (2026-02-30 does not), YYYY-MM-DD, from FIRST_DAY on. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value) || value < FIRST_DAY || value > LAST_DAY) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
