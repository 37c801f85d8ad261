// Writes the artwork under artwork/ to public/ with every <text> turned into the outline of its
// letters in Inter (the site's typeface), shaped by HarfBuzz with kerning.
//
// Why: a browser lays out the text of an SVG picture with the system's fonts, and looking those
// up on a phone costs 5–45 ms per picture on the first paint (the home page's dashboard and the
// eight client logos were the longest tasks after the first paint in the Lighthouse trace); the
// letters also came out in whatever font the device had. Outlines are plain shapes: the same on
// every device, and nothing to look up. The sources keep the text, so labels stay easy to edit
// and translate. Run after changing a source: `node scripts/outline-artwork.js`;
// `scripts/outline-artwork.test.ts` fails while public/ is behind its sources.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Blob, Buffer, Face, Font, Variation, shape } from 'harfbuzzjs'
import wawoff2 from 'wawoff2'

const require = createRequire(import.meta.url)
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const ARTWORK_SOURCE_DIR = join(root, 'artwork')
export const ARTWORK_TARGET_DIR = join(root, 'public')

const fontData = await wawoff2.decompress(readFileSync(require.resolve('inter-ui/variable/InterVariable.woff2')))
const face = new Face(new Blob(fontData))

/** Fonts by weight and optical size (Inter's opsz follows the font size, as `font-optical-sizing: auto` does). */
const fonts = new Map()
function interAt(weight, size) {
  const opticalSize = Math.min(32, Math.max(14, size))
  const key = `${weight}/${opticalSize}`
  if (!fonts.has(key)) {
    const font = new Font(face)
    font.setVariations([new Variation('wght', weight), new Variation('opsz', opticalSize)])
    fonts.set(key, font)
  }
  return fonts.get(key)
}

/** Coordinates on a grid of tenths of a user unit, kept as integers so relative steps add up exactly. */
const toTenths = (value) => Math.round(value * 10)
const formatTenths = (tenths) => String(tenths / 10)
/** Numbers as SVG path data writes them: no separator before a minus sign, or before a leading
 * dot when the previous number already has one (".5.5" reads as .5 and .5). */
function joinNumbers(tenthsList) {
  let out = ''
  let previous = ''
  for (const tenths of tenthsList) {
    const number = formatTenths(tenths).replace(/^(-?)0\./, '$1.')
    const needsSpace = previous !== '' && !number.startsWith('-') && !(number.startsWith('.') && previous.includes('.'))
    out += (needsSpace ? ' ' : '') + number
    previous = number
  }
  return out
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decodeEntities = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name) =>
    name[0] === '#' ? String.fromCodePoint(Number(name[1] === 'x' || name[1] === 'X' ? '0' + name.slice(1) : name.slice(1))) : (ENTITIES[name] ?? entity),
  )

function attributesOf(tag) {
  const attributes = {}
  for (const [, name, , value] of tag.matchAll(/([\w:-]+)=(["'])(.*?)\2/g)) attributes[name] = value
  return attributes
}

/** The outline of one line of text as a single path `d`, in the SVG's user units. */
export function outlineText(text, { x, y, fontSize, fontWeight = 400, textAnchor = 'start' }) {
  const font = interAt(fontWeight, fontSize)
  const buffer = new Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  shape(font, buffer)
  const glyphs = buffer.getGlyphInfosAndPositions()
  const scale = fontSize / face.upem
  const advance = glyphs.reduce((sum, glyph) => sum + (glyph.xAdvance ?? 0), 0) * scale
  let penX = x - (textAnchor === 'middle' ? advance / 2 : textAnchor === 'end' ? advance : 0)
  // Relative commands (lower case) from the current point keep the numbers short.
  let current = [0, 0]
  let subpathStart = [0, 0]
  const commands = []
  for (const glyph of glyphs) {
    const originX = penX + (glyph.xOffset ?? 0) * scale
    const originY = y - (glyph.yOffset ?? 0) * scale
    for (const { type, values } of font.glyphToJson(glyph.codepoint)) {
      if (type === 'Z') {
        commands.push('z')
        current = subpathStart
        continue
      }
      const points = []
      for (let i = 0; i < values.length; i += 2) points.push([toTenths(originX + values[i] * scale), toTenths(originY - values[i + 1] * scale)])
      commands.push(type.toLowerCase() + joinNumbers(points.flatMap(([px, py]) => [px - current[0], py - current[1]])))
      current = points[points.length - 1]
      if (type === 'M') subpathStart = current
    }
    penX += (glyph.xAdvance ?? 0) * scale
  }
  return commands.join('')
}

const PRESENTATION_ATTRIBUTES = ['fill', 'opacity', 'fill-opacity', 'transform', 'class']

/** The SVG with each `<text>` replaced by a `<path>` of its outline (same fill, same place). */
export function outlineSvg(svg) {
  return svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (element, tag, content) => {
    if (content.includes('<')) throw new Error(`Only plain text is outlined, found markup inside: ${element}`)
    const attributes = attributesOf(tag)
    const d = outlineText(decodeEntities(content.trim()), {
      x: Number(attributes.x ?? 0),
      y: Number(attributes.y ?? 0),
      fontSize: Number(attributes['font-size'] ?? 16),
      fontWeight: Number(attributes['font-weight'] ?? 400),
      textAnchor: attributes['text-anchor'],
    })
    const kept = PRESENTATION_ATTRIBUTES.filter((name) => name in attributes).map((name) => ` ${name}="${attributes[name]}"`)
    return `<path${kept.join('')} d="${d}"/>`
  })
}

/**
 * Every SVG file below `dir`, at any depth.
 * @param {string} dir
 * @returns {string[]}
 */
export function svgFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? svgFilesUnder(path) : entry.name.endsWith('.svg') ? [path] : []
  })
}

/** Every source picture: its path under artwork/ and where its outlined copy goes. */
export function artworkFiles() {
  return svgFilesUnder(ARTWORK_SOURCE_DIR).map((source) => ({ source, target: join(ARTWORK_TARGET_DIR, relative(ARTWORK_SOURCE_DIR, source)) }))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { source, target } of artworkFiles()) {
    const outlined = outlineSvg(readFileSync(source, 'utf8'))
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, outlined)
    console.log(`${relative(root, target)}: ${outlined.length} bytes`)
  }
}
