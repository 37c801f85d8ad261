// The characters inside app/assets/fonts/inter-subset.woff2, as [first, last] code points. Shared by
// the generator (scripts/subset-font.js), the @font-face unicode-range and the coverage test.
/** @type {[number, number][]} */
export const FONT_UNICODE_RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: German umlauts, ß, Turkish ç ö ü, © ® § · « »
  [0x11e, 0x11f], // Ğ ğ
  [0x130, 0x131], // İ ı
  [0x152, 0x153], // Œ œ
  [0x15e, 0x15f], // Ş ş
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x20ba, 0x20ba], // ₺
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
]
