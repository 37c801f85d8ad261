import { describe, expect, it } from 'vitest'
import { GROWTH_STEPS, KB, repeatTo, timeGrowth } from './growth.test-helper'

/** Compares every character with every later one: n²/2 steps. */
function quadraticScan(text: string): number {
  let pairs = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    for (let j = i + 1; j < text.length; j++) if (text.charCodeAt(j) === code) pairs++
  }
  return pairs
}

describe('timeGrowth', () => {
  const make = (length: number) => repeatTo('ab', length)

  it('passes linear work', () => {
    const growth = timeGrowth((text) => text.indexOf('\u0000'), make, ...GROWTH_STEPS[0])
    expect(growth.ratio).toBeLessThan(growth.limit)
  })

  it('fails quadratic work, even measured again after a miss', () => {
    const growth = timeGrowth(quadraticScan, make, KB / 2, 8 * KB)
    expect(growth).toMatchObject({ linear: 16, quadratic: 256, limit: 64 })
    expect(growth.ratio).toBeGreaterThan(growth.limit)
  })
})
