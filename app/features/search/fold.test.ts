import { describe, expect, it } from 'vitest'
import { foldWord, normalizeQuery } from './fold'

describe('foldWord', () => {
  it('folds Turkish letters, so a query typed without them finds them', () => {
    expect(foldWord('Yazılım')).toEqual(['yazilim'])
    expect(foldWord('İŞLETME')).toEqual(['isletme'])
    expect(foldWord('güvenliği')).toEqual(['guvenligi', 'guevenligi'])
  })

  it('folds German letters both ways', () => {
    expect(foldWord('Straße')).toEqual(['strasse'])
    expect(foldWord('Müller')).toEqual(['muller', 'mueller'])
  })
})

describe('normalizeQuery', () => {
  it('drops control characters, collapses spaces and keeps at most 100 characters', () => {
    expect(normalizeQuery('  a\u0000b\n  c ')).toBe('a b c')
    expect(normalizeQuery('x'.repeat(1000))).toHaveLength(100)
    expect(normalizeQuery(null)).toBe('')
  })
})
