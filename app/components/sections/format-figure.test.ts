import { describe, expect, it } from 'vitest'
import { formatFigure, groupSeparator } from './format-figure'

describe('formatFigure', () => {
  it('writes a percentage the way each language does', () => {
    expect(formatFigure(31, '%', 'tr-TR')).toBe('%31')
    expect(formatFigure(31, '%', 'de-DE')).toBe('31\u00a0%')
    expect(formatFigure(99.9, '%', 'en-US')).toBe('99.9%')
  })

  it('groups thousands by the language and keeps other suffixes after the number', () => {
    expect(formatFigure(1200, '+', 'de-DE')).toBe('1.200+')
    expect(formatFigure(1200, '+', 'en-US')).toBe('1,200+')
    expect(formatFigure(4, 'x', 'tr-TR')).toBe('4x')
    expect(formatFigure(85, undefined, 'tr-TR')).toBe('85')
  })
})

describe('groupSeparator', () => {
  it('is the thousands separator a script groups counted figures with', () => {
    expect(groupSeparator('tr-TR')).toBe('.')
    expect(groupSeparator('de-DE')).toBe('.')
    expect(groupSeparator('en-US')).toBe(',')
  })
})
