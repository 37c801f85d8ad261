// Page data benchmark: how many bytes of serialized React Router data (the loader data streamed into
// the HTML, which the browser decodes before hydrating) each page type carries. The frame's texts
// come with every page; each page's own texts only with that page (app/features/i18n/text-bundles.ts).
// Before texts travelled with their page, /en carried 29.8 KB (every page's texts on every page).
// Figures only; sizes are deterministic for a build, so the same numbers on every machine.
import { buildIfNeeded, startAppServer } from '../../tests/fixtures/app-server.js'
import { startFeedServer } from '../../tests/fixtures/feed-server.js'

buildIfNeeded()
const feeds = await startFeedServer(0)
const app = await startAppServer(
  { NEWS_FEED_TR: `${feeds.origin}/tr.xml`, NEWS_FEED_EN: `${feeds.origin}/en.xml`, NEWS_FEED_DE: `${feeds.origin}/de.xml` },
  { name: 'bench-page-data' },
)
const PAGES = [
  ['frame only (404 page)', '/en/no-such-page'],
  ['home', '/en'],
  ['contact', '/en/contact'],
  ['blog grid', '/en/blog/grid'],
  ['shop grid', '/en/shop/grid'],
  ['product', '/en/shop/single/1030'],
  ['checkout', '/en/shop/checkout'],
  ['wishlist (account)', '/en/account/wishlist'],
]
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`
try {
  // Warm the feeds so the home page carries its news as a visitor sees it.
  await fetch(`${app.origin}/en`).then((r) => r.text())
  console.log('page'.padEnd(24), 'serialized data', '  whole HTML')
  for (const [label, path] of PAGES) {
    const html = await fetch(`${app.origin}${path}`).then((r) => r.text())
    // React Router streams its data as string literals passed to streamController.enqueue(...).
    const data = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].reduce((sum, match) => sum + JSON.parse(match[1]).length, 0)
    console.log(label.padEnd(24), kb(data).padStart(15), kb(Buffer.byteLength(html)).padStart(12))
  }
  console.log('baseline: /en before this change 29.8 KB of serialized data (issue #23)')
} finally {
  await app.stop()
  await feeds.close?.()
}
