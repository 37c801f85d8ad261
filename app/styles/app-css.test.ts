import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const css = readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8')

/** The text inside the parentheses that open at `start` (balanced). */
function parenthesized(source: string, start: number): string {
  let depth = 0
  for (let i = start; i < source.length; i++) {
    if (source[i] === '(') depth++
    else if (source[i] === ')' && --depth === 0) return source.slice(start + 1, i)
  }
  throw new Error(`unbalanced parentheses after ${source.slice(start, start + 40)}`)
}

/** The `:has(…)` arguments of the selectors whose subject is the whole document (`html`, `:root`). */
function rootHasArguments(source: string): string[] {
  return [...source.matchAll(/(?<![\w-])(?:html|:root):has\(/g)].map((match) => parenthesized(source, match.index + match[0].length - 1).trim())
}

/** Whether a relative selector only goes down by child combinators (`> a > b`): a fixed depth. */
function fixedDepth(argument: string): boolean {
  let flat = argument
  // Nested parentheses (`:is(.a, .b)`) are one compound selector here.
  while (/\([^()]*\)/.test(flat)) flat = flat.replace(/\([^()]*\)/g, '')
  return /^>\s*[^\s>+~]+(\s*>\s*[^\s>+~]+)*$/.test(flat)
}

describe('app.css', () => {
  it('finds the root selectors with :has() and tells a fixed depth from a search of the document', () => {
    expect(rootHasArguments('html:has(.a[open]) { x: y }\n:root:has(> body > :is(.b, .c)) { x: y }')).toEqual(['.a[open]', '> body > :is(.b, .c)'])
    expect(fixedDepth('> body > :is(.b, .c)[open]')).toBe(true)
    expect(fixedDepth('.sheet[open]')).toBe(false)
    expect(fixedDepth('> body .sheet')).toBe(false)
    expect(fixedDepth('> body ~ .sheet')).toBe(false)
    expect(rootHasArguments(css).length).toBeGreaterThan(0)
  })

  // A descendant argument on the root makes Chromium search the whole document again on every
  // change to it (each typed letter of the home page's hero): 60 % of each style pass there.
  it('limits every :has() on the root to a fixed depth (child combinators only)', () => {
    for (const argument of rootHasArguments(css)) expect(fixedDepth(argument), argument).toBe(true)
  })
})
