import { describe, expect, it } from 'vitest'
import { isCalendarDay } from './company-time'

describe('isCalendarDay: a day of the company calendar', () => {
  it('takes real calendar days from 2000-01-01 to 9999-12-31 only', () => {
    for (const day of ['2000-01-01', '2028-02-29', '9999-12-31']) expect(isCalendarDay(day), day).toBe(true)
    for (const day of ['1999-12-31', '2026-02-29', '2026-13-01', '2026-1-01', ' 2026-01-01', '20260101', '']) expect(isCalendarDay(day), day).toBe(false)
  })
})
