import { describe, expect, it } from 'vitest'
import { loopStep, nextScrollLeft } from './scroll-animation'

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

describe('loopStep (slides followed by a copy of themselves)', () => {
  // 8 slides, 150 px apart: the originals span 0–1200, the copy 1200–2400.
  it('runs on past the last slide into the copy, forwards, never back to 0', () => {
    expect(loopStep(0, 150, 1200, 1)).toEqual({ from: 0, to: 150 })
    expect(loopStep(1050, 150, 1200, 1)).toEqual({ from: 1050, to: 1200 })
    // At the copy of the first slide: the same picture at 0, then on to the second.
    expect(loopStep(1200, 150, 1200, 1)).toEqual({ from: 0, to: 150 })
  })
  it('steps back from the first slide to the last one, continuing the same way', () => {
    expect(loopStep(0, 150, 1200, -1)).toEqual({ from: 1200, to: 1050 })
    expect(loopStep(450, 150, 1200, -1)).toEqual({ from: 450, to: 300 })
  })
  it('rounds a position between slides to whole slides', () => {
    expect(loopStep(160, 150, 1200, 1)).toEqual({ from: 160, to: 300 })
  })
  it('does nothing without slides', () => {
    expect(loopStep(0, 0, 1200, 1)).toBeNull()
    expect(loopStep(0, 150, 0, 1)).toBeNull()
  })
})
