import { describe, expect, it } from 'vitest'
import { summaryDescription } from './content-page.server'

describe("a detail page's description", () => {
  it('is the summary when it fits, else its whole sentences that fit', () => {
    expect(summaryDescription('Short and whole.')).toBe('Short and whole.')
    const first = `${'A first sentence that says what the page is about'.padEnd(90, '.')}`
    const summary = `${first} And a second one that would make it far too long for a search result to show it.`
    expect(summaryDescription(summary)).toBe(first)
    expect(summaryDescription('One. Two? Three!', 10)).toBe('One. Two?')
  })

  it('cuts only a first sentence that is too long by itself, at a word', () => {
    const cut = summaryDescription('word '.repeat(60).trim(), 30)
    expect(cut).toBe('word word word word word…')
    expect(cut.length).toBeLessThanOrEqual(30)
  })
})
