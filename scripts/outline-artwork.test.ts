import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ARTWORK_TARGET_DIR, artworkFiles, outlineSvg, outlineText, svgFilesUnder } from './outline-artwork.js'

/** The x of every point of a path written by outlineText (relative steps added up). */
function xCoordinates(d: string): number[] {
  const xs: number[] = []
  let x = 0
  let start = 0
  for (const [, command, numbers = ''] of d.matchAll(/([a-z])([^a-z]*)/g)) {
    if (command === 'z') {
      x = start
      continue
    }
    const values = (numbers.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number)
    const origin = x
    for (let i = 0; i < values.length; i += 2) xs.push(origin + values[i]!)
    x = xs.at(-1) ?? x
    if (command === 'm') start = x
  }
  return xs
}

describe('outlined artwork', () => {
  it('public/ holds the outlined copy of every source under artwork/ (run `node scripts/outline-artwork.js` after editing one)', () => {
    const files = artworkFiles()
    expect(files.length).toBeGreaterThanOrEqual(25)
    for (const { source, target } of files) {
      expect(readFileSync(target, 'utf8'), relative(ARTWORK_TARGET_DIR, target)).toBe(outlineSvg(readFileSync(source, 'utf8')))
    }
  })

  it('leaves no text for the browser to lay out in any picture the site serves', () => {
    const withText = svgFilesUnder(ARTWORK_TARGET_DIR).filter((file) => /<text\b/.test(readFileSync(file, 'utf8')))
    expect(withText.map((file) => relative(ARTWORK_TARGET_DIR, file))).toEqual([])
  })

  it('places the letters from x by the text anchor, within the width the text needs', () => {
    const options = { x: 100, y: 50, fontSize: 20, fontWeight: 700 }
    const start = xCoordinates(outlineText('Orbita', options))
    const middle = xCoordinates(outlineText('Orbita', { ...options, textAnchor: 'middle' }))
    const end = xCoordinates(outlineText('Orbita', { ...options, textAnchor: 'end' }))
    const width = Math.max(...start) - Math.min(...start)
    expect(width).toBeGreaterThan(50)
    expect(width).toBeLessThan(80)
    expect(Math.min(...start)).toBeGreaterThanOrEqual(100)
    expect(Math.max(...end)).toBeLessThanOrEqual(100.1)
    expect(Math.abs((Math.min(...middle) + Math.max(...middle)) / 2 - 100)).toBeLessThan(2)
  })

  it('keeps the fill, decodes entities and refuses markup it cannot outline', () => {
    const outlined = outlineSvg('<svg><text x="4" y="20" font-size="12" fill="#09b850">R&amp;D</text></svg>')
    expect(outlined).toBe(`<svg><path fill="#09b850" d="${outlineText('R&D', { x: 4, y: 20, fontSize: 12 })}"/></svg>`)
    expect(() => outlineSvg('<svg><text x="0" y="0">A<tspan>B</tspan></text></svg>')).toThrow(/plain text/)
  })

  it('writes Turkish and German letters with their marks', () => {
    const plain = outlineText('Cihazlarim', { x: 0, y: 20, fontSize: 12 })
    const turkish = outlineText('Cihazlarım', { x: 0, y: 20, fontSize: 12 })
    expect(turkish).not.toBe(plain)
    expect(outlineText('Übersicht', { x: 0, y: 20, fontSize: 12 }).split('m').length).toBeGreaterThan(outlineText('Ubersicht', { x: 0, y: 20, fontSize: 12 }).split('m').length)
  })
})
