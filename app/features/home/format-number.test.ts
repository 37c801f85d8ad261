import { describe, expect, it } from 'vitest'
import { LANGUAGES, LOCALE_BY_LANGUAGE } from '~/features/i18n/languages'
import { formatNumber, formatPercent } from './format-number'

describe('formatNumber', () => {
  it.each(LANGUAGES)('groups thousands as Intl does for %s', (language) => {
    const intl = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], { maximumFractionDigits: 0 })
    for (const value of [0, 7, 13, 120, 999, 1000, 1234, 20_000, 600_000, 1_234_567, -4321]) {
      expect(formatNumber(value, language)).toBe(intl.format(value).replace('−', '-'))
    }
  })

  it('rounds to a whole number, as the count-up passes fractions of its end value', () => {
    expect(formatNumber(599.6, 'en')).toBe('600')
    expect(formatNumber(1999.5, 'en')).toBe('2,000')
    expect(formatNumber(1999.5, 'de')).toBe('2.000')
  })
})

describe('formatPercent', () => {
  it.each(LANGUAGES)('writes a percentage as Intl does for %s', (language) => {
    const intl = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], { style: 'percent' })
    for (const value of [0, 5, 100, 1200]) expect(formatPercent(value, language)).toBe(intl.format(value / 100))
  })
})
