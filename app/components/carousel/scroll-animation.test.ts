import { describe, expect, it } from 'vitest'
import { nextScrollLeft } from './scroll-animation'

describe('nextScrollLeft', () => {
  it('steps one slide forwards and backwards, snapping to whole slides', () => {
    expect(nextScrollLeft(0, 150, 900, 1, false)).toBe(150)
    expect(nextScrollLeft(310, 150, 900, 1, false)).toBe(450)
    expect(nextScrollLeft(300, 150, 900, -1, false)).toBe(150)
  })
  it('stops at the last slide without loop and never passes the end', () => {
    expect(nextScrollLeft(850, 150, 880, 1, false)).toBe(880)
    expect(nextScrollLeft(880, 150, 880, 1, false)).toBeNull()
    expect(nextScrollLeft(0, 150, 880, -1, false)).toBeNull()
  })
  it('wraps around with loop', () => {
    expect(nextScrollLeft(880, 150, 880, 1, true)).toBe(0)
    expect(nextScrollLeft(0, 150, 880, -1, true)).toBe(880)
  })
  it('does nothing when everything fits', () => {
    expect(nextScrollLeft(0, 150, 0, 1, true)).toBeNull()
  })
})
