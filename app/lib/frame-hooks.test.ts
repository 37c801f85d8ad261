import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as HOOKS from './frame-hooks'
import { select } from './frame-hooks'

/** The scripts that act on server-rendered markup without React, and the DOM renderer they share with Field. */
const SCRIPT_DIRS = ['app/frame', 'app/section-scripts']
const SHARED_RENDERERS = ['app/components/ui/field-message.ts']

const scripts = [
  ...SCRIPT_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.join(dir, name)),
  ),
  ...SHARED_RENDERERS,
]

/** The code of a source file without its comments (which may name a hook in prose). */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')

/** `line: text` of each line of `code` matching `pattern`. */
const linesMatching = (code: string, pattern: RegExp) =>
  code
    .split('\n')
    .map((line, index) => `${index + 1}: ${line.trim()}`)
    .filter((line) => pattern.test(line))

describe('the hooks the markup and its scripts share (frame-hooks.ts)', () => {
  it('are data attributes, each named once', () => {
    const names = Object.values(HOOKS).filter((value) => typeof value === 'string')
    for (const name of names) expect(name).toMatch(/^data-[a-z]+(-[a-z]+)*$/)
    expect(new Set(names).size).toBe(names.length)
    expect(select(HOOKS.backToTop)).toBe('[data-back-to-top]')
    expect(select(HOOKS.carouselStep, '-1')).toBe('[data-carousel-step="-1"]')
  })

  it('found the scripts to check', () => {
    expect(scripts).toContain(path.join('app/frame', 'frame.ts'))
    expect(scripts).toContain(path.join('app/section-scripts', 'carousel.ts'))
  })

  // A script that spells an attribute itself (or reads it through `dataset`, or finds an element by a
  // class, which is the styles') breaks silently when a component renames it: it takes it from frame-hooks.ts.
  it.each(scripts)('%s names no data attribute, dataset key or class hook of its own', (file) => {
    const code = codeOf(file)
    expect(linesMatching(code, /\bdata-[a-z]/), 'a data-… literal: add it to frame-hooks.ts and use HOOKS.x / select(HOOKS.x)').toEqual([])
    expect(linesMatching(code, /\.dataset\b/), 'dataset: read the hook with getAttribute(HOOKS.x)').toEqual([])
    expect(linesMatching(code, /(querySelector(All)?|closest|matches)\s*(<[^>]*>)?\(\s*['"`][^'"`$]*\.[a-z]/i), 'a class as a hook: use a data attribute').toEqual([])
    expect(linesMatching(code, /classList\.(add|remove|toggle|contains)\(/), 'a class as a hook: use a data attribute').toEqual([])
  })
})
