import { describe, expect, it } from 'vitest'
import { formatNumber } from './format-number'

describe('formatNumber', () => {
  it('groups thousands with a comma, as en-US does', () => {
    for (const value of [0, 7, 13, 120, 999, 1000, 1234, 20_000, 600_000, 1_234_567, -4321]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US'))
    }
  })

  it('rounds to a whole number, as the count-up passes fractions of its end value', () => {
    expect(formatNumber(599.6)).toBe('600')
    expect(formatNumber(1999.5)).toBe('2,000')
  })
})
