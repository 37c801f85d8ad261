import { describe, expect, it } from 'vitest'
import { clampParallaxSpeed, parallaxOffset } from './parallax-offset'

describe('parallax', () => {
  it('clamps the speed to -1..2', () => {
    expect(clampParallaxSpeed(-3)).toBe(-1)
    expect(clampParallaxSpeed(5)).toBe(2)
    expect(clampParallaxSpeed(0.6)).toBe(0.6)
    expect(clampParallaxSpeed(Number.NaN)).toBe(1)
  })
  it('does not move the background at speed 1 or when the section is centred', () => {
    expect(parallaxOffset(-500, 800, 900, 1)).toBeCloseTo(0)
    expect(parallaxOffset(50, 800, 900, 0.5)).toBeCloseTo(0)
  })
  it('moves a fixed background (speed 0) against the scroll, clamped speeds included', () => {
    expect(parallaxOffset(-100, 800, 900, 0)).toBe(150)
    expect(parallaxOffset(-100, 800, 900, -7)).toBe(parallaxOffset(-100, 800, 900, -1))
  })
})
