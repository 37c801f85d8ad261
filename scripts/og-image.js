// Renders public/og-image.png (1200×630, the Open Graph / Twitter card picture) from our own
// SVG artwork with sharp. Run after changing the artwork: `node scripts/og-image.js`.
import { writeFileSync } from 'node:fs'
import sharp from 'sharp'

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1220"/><stop offset="1" stop-color="#10291b"/>
    </linearGradient>
    <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
      <path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity=".05"/>
    </pattern>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#grid)"/>
  <circle cx="1040" cy="120" r="260" fill="#09B850" opacity=".12"/>
  <g transform="translate(90 150) scale(3.2)">
    <rect width="40" height="40" rx="10" fill="#09B850"/>
    <path d="M9 29V17l7 4v-4l7 4v-4l8 4.5V29z" fill="#fff" opacity=".95"/>
    <path d="M13 12h3v6h-3zM26 9h3v9h-3z" fill="#fff" opacity=".8"/>
    <path d="m17 24-2 1.5 2 1.5M23 24l2 1.5-2 1.5" stroke="#09B850" stroke-width="1.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="90" y="360" font-family="Inter, DejaVu Sans, sans-serif" font-size="76" font-weight="800" fill="#ffffff">Yazılım Fabrikası</text>
  <text x="90" y="430" font-family="Inter, DejaVu Sans, sans-serif" font-size="38" font-weight="600" fill="#86efac">Software Factory</text>
  <text x="90" y="510" font-family="Inter, DejaVu Sans, sans-serif" font-size="28" fill="#cbd5e1">Web · Mobile · Desktop · AI · Integration · Data · DevOps · IoT · ERP · MRP</text>
  <rect x="90" y="550" width="120" height="8" rx="4" fill="#09B850"/>
</svg>`

const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer()
writeFileSync(new URL('../public/og-image.png', import.meta.url), png)
console.log(`public/og-image.png: ${png.length} bytes`)
