import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FONT_UNICODE_RANGES } from './font-subset.js'

const root = path.resolve(__dirname, '../../..')
const inFont = (codePoint: number) => FONT_UNICODE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to)

/** Every string value of a translation file, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

function outsideFont(text: string): string[] {
  // Flags are emoji, drawn by the system's emoji font; line breaks are not drawn.
  return [...new Set([...text].filter((char) => !inFont(char.codePointAt(0)!) && char.codePointAt(0)! < 0x1f000 && char !== '\n'))]
}

describe('the subset web font', () => {
  it('has every character of the copy in all three languages', () => {
    for (const file of readdirSync(path.join(root, 'content/locales'))) {
      const copy = stringsOf(JSON.parse(readFileSync(path.join(root, 'content/locales', file), 'utf8'))).join('')
      expect(outsideFont(copy), file).toEqual([])
    }
  })

  it('has every character of the site data (offices, menu, client names, provinces)', () => {
    for (const file of readdirSync(path.join(root, 'content')).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(root, 'content', file), 'utf8')
      const literals = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((match) => match[1]).join('')
      expect(outsideFont(literals), file).toEqual([])
    }
  })

  it('is declared in the stylesheet with exactly its character ranges', () => {
    const css = readFileSync(path.join(root, 'app/styles/app.css'), 'utf8')
    const face = /@font-face\s*{[^}]*inter-subset\.woff2[^}]*}/.exec(css)?.[0]
    expect(face).toBeDefined()
    const declared = /unicode-range:\s*([^;]+);/.exec(face!)![1]!.split(',').map((range) => range.trim())
    const expected = FONT_UNICODE_RANGES.map(([from, to]) => {
      const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
      return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`
    })
    expect(declared).toEqual(expected)
    expect(face).toMatch(/font-weight:\s*400 800/)
    expect(face).toMatch(/font-display:\s*swap/)
  })

  it('stays one small file', () => {
    const bytes = statSync(path.join(__dirname, 'inter-subset.woff2')).size
    expect(bytes).toBeGreaterThan(10_000)
    expect(bytes).toBeLessThanOrEqual(32 * 1024)
  })
})
