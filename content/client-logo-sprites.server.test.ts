// @vitest-environment happy-dom
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CLIENT_LOGO_THEMES, clientLogoFile } from './client-logo-files'
import { buildClientLogoSprites, composeLogoSprite, LogoFileError } from './client-logo-sprites.server'
import clientLogos from './data/client-logos.yaml'

const SIZE = { width: 200, height: 60 }

/** The sprite as a document, as the browser reads it. */
function parseSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(document.querySelector('parsererror')).toBeNull()
  return document
}

const drawing = (slug: string, svg: string) => ({ slug, svg, file: `public/images/clients/${slug}-light.svg` })

describe('composeLogoSprite', () => {
  it('puts each logo in a cell of the logos’ size, one under the other, with a view named by its slug', () => {
    const sprite = parseSvg(
      composeLogoSprite(
        [
          drawing('north', '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60" role="img" aria-label="North"><path d="M0 0h10v10z"/></svg>'),
          drawing('south', '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" viewBox="0 0 400 120"><circle cx="5" cy="5" r="5"/></svg>'),
        ],
        SIZE,
      ),
    )
    const root = sprite.documentElement
    expect([root.getAttribute('width'), root.getAttribute('height'), root.getAttribute('viewBox')]).toEqual(['200', '60', '0 0 200 60'])
    expect([...root.querySelectorAll(':scope > view')].map((view) => [view.id, view.getAttribute('viewBox')])).toEqual([
      ['north', '0 0 200 60'],
      ['south', '0 60 200 60'],
    ])
    const cells = [...root.querySelectorAll(':scope > svg')]
    expect(cells.map((cell) => [cell.getAttribute('y'), cell.getAttribute('width'), cell.getAttribute('height'), cell.getAttribute('viewBox')])).toEqual([
      ['0', '200', '60', '0 0 200 60'],
      ['60', '200', '60', '0 0 400 120'],
    ])
    // The drawings themselves, and nothing of the files' own placement or labels.
    expect(cells[0]!.querySelector('path')?.getAttribute('d')).toBe('M0 0h10v10z')
    expect(cells[1]!.querySelector('circle')).not.toBeNull()
    expect(cells[0]!.hasAttribute('role') || cells[0]!.hasAttribute('aria-label')).toBe(false)
  })

  it('keeps two logos’ ids and style classes apart', () => {
    const withGradient = (slug: string, color: string) =>
      drawing(
        slug,
        `<?xml version="1.0"?><!-- exported --><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 60"><defs><style>.cls-1{fill:url(#a)}</style><linearGradient id="a"><stop stop-color="${color}"/></linearGradient></defs><rect class="cls-1" width="200" height="60"/><use xlink:href="#a"/></svg>`,
      )
    const sprite = parseSvg(composeLogoSprite([withGradient('one', 'red'), withGradient('two', 'blue')], SIZE))
    const ids = [...sprite.querySelectorAll('linearGradient')].map((gradient) => gradient.id)
    expect(new Set(ids).size).toBe(2)
    for (const [index, cell] of [...sprite.documentElement.querySelectorAll(':scope > svg')].entries()) {
      const id = cell.querySelector('linearGradient')!.id
      expect(cell.querySelector('style')!.textContent).toContain(`url(#${id})`)
      const rectClass = cell.querySelector('rect')!.getAttribute('class')!
      expect(cell.querySelector('style')!.textContent).toContain(`.${rectClass}`)
      expect(cell.querySelector('use')!.getAttribute('xlink:href')).toBe(`#${id}`)
      expect(cell.querySelector('stop')!.getAttribute('stop-color')).toBe(['red', 'blue'][index])
    }
    expect(sprite.documentElement.getAttribute('xmlns:xlink')).toBe('http://www.w3.org/1999/xlink')
  })

  it('takes a drawing’s size in pixels when it has no viewBox', () => {
    const sprite = parseSvg(composeLogoSprite([drawing('plain', '<svg xmlns="http://www.w3.org/2000/svg" width="100px" height="30"><rect width="100" height="30"/></svg>')], SIZE))
    expect(sprite.documentElement.querySelector(':scope > svg')!.getAttribute('viewBox')).toBe('0 0 100 30')
  })

  it('names the file it cannot take', () => {
    const cases = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><rect', /not readable as SVG/],
      ['<html><body>not a drawing</body></html>', /root element must be an <svg>/],
      ['<svg xmlns="http://www.w3.org/2000/svg" width="50%" height="30"><rect/></svg>', /needs a viewBox/],
    ] as const
    for (const [svg, reason] of cases) {
      const attempt = () => composeLogoSprite([drawing('broken', svg)], SIZE)
      expect(attempt).toThrow(LogoFileError)
      expect(attempt).toThrow(reason)
      expect(attempt).toThrow(/^public\/images\/clients\/broken-light\.svg: /)
    }
  })
})

describe('buildClientLogoSprites', () => {
  let project: string | undefined
  afterEach(() => {
    if (project) rmSync(project, { recursive: true, force: true })
    project = undefined
  })

  it('has every logo of client-logos.yaml in both themes, each view showing that logo’s own drawing', () => {
    const sprites = buildClientLogoSprites()
    for (const theme of CLIENT_LOGO_THEMES) {
      const sprite = parseSvg(sprites[theme])
      expect([...sprite.querySelectorAll('view')].map((view) => view.id)).toEqual(clientLogos.logos.map((logo) => logo.slug))
      const cells = [...sprite.documentElement.querySelectorAll(':scope > svg')]
      clientLogos.logos.forEach((logo, index) => {
        const own = parseSvg(readFileSync(`public${clientLogoFile(logo.slug, theme)}`, 'utf8'))
        expect(cells[index]!.querySelectorAll('*').length, logo.slug).toBe(own.documentElement.querySelectorAll('*').length)
        expect(cells[index]!.querySelector('path')!.getAttribute('d'), logo.slug).toBe(own.querySelector('path')!.getAttribute('d'))
      })
    }
  })

  it('names a logo whose file is missing', () => {
    project = mkdtempSync(path.join(os.tmpdir(), 'logos-'))
    mkdirSync(path.join(project, 'content/data'), { recursive: true })
    mkdirSync(path.join(project, 'public/images/clients'), { recursive: true })
    writeFileSync(path.join(project, 'content/data/client-logos.yaml'), 'size: { width: 200, height: 60 }\nlogos:\n  - { slug: gone, name: Gone }\n')
    expect(() => buildClientLogoSprites(project)).toThrow('public/images/clients/gone-light.svg: does not exist (content/data/client-logos.yaml lists "gone")')
  })
})
