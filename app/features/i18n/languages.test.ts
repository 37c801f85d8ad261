import { describe, expect, it } from 'vitest'
import { quoted } from './languages'

describe('quotations', () => {
  it("take each language's marks", () => {
    expect(quoted('Gut gemacht', 'de')).toBe('„Gut gemacht“')
    expect(quoted('Harika iş', 'tr')).toBe('“Harika iş”')
    expect(quoted('Well done', 'en')).toBe('“Well done”')
  })
})
