import { describe, expect, it } from 'vitest'
import { formatEuros } from './format-euros'

describe('formatEuros', () => {
  it('puts the euro sign after the number in Turkish and German, before it in English', () => {
    expect(formatEuros(490, 'tr-TR')).toBe('490\u00a0€')
    expect(formatEuros(490, 'de-DE')).toBe('490\u00a0€')
    expect(formatEuros(490, 'en-US')).toBe('€490')
    expect(formatEuros(490, 'en-GB')).toBe('€490')
  })

  it('groups thousands by the language', () => {
    expect(formatEuros(1290, 'tr-TR')).toBe('1.290\u00a0€')
    expect(formatEuros(70000, 'tr-TR')).toBe('70.000\u00a0€')
    expect(formatEuros(1290, 'de-DE')).toBe('1.290\u00a0€')
    expect(formatEuros(1290, 'en-US')).toBe('€1,290')
  })
})
