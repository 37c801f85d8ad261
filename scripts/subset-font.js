// Writes app/assets/fonts/inter-subset.woff2: Inter (variable, weights 400–800) cut down to the
// characters of English, German and Turkish. One file of ~30 KB instead of Fontsource's latin
// (49 KB) plus latin-ext (86 KB, needed for ş ğ İ ı on every page that names Eskişehir).
// Characters outside the set fall back to the metric-matched Arial ('Inter Fallback' in app.css).
// Run after changing the character set or the Inter version: `node scripts/subset-font.js`.
// The result is committed (a binary asset, like the SVG artwork); `app/assets/fonts/font-coverage.test.ts`
// checks that every character of the site's copy is inside the set.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { FONT_UNICODE_RANGES } from '../app/assets/fonts/font-subset.js'

const require = createRequire(import.meta.url)
const source = readFileSync(require.resolve('inter-ui/variable/InterVariable.woff2'))

const text = FONT_UNICODE_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('')
const subset = await subsetFont(source, text, {
  targetFormat: 'woff2',
  // Pin the optical size (Inter's text setting) and keep only the weights the site uses.
  variationAxes: { opsz: 14, wght: { min: 400, max: 800 } },
  // Default shaping (kerning, ligatures, contextual forms, accents) and tabular figures for the
  // counters; Inter's stylistic sets and alternates are never switched on here.
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum'],
})
const target = new URL('../app/assets/fonts/inter-subset.woff2', import.meta.url)
writeFileSync(target, subset)
console.log(`${target.pathname}: ${subset.length} bytes, ${[...text].length} characters`)
