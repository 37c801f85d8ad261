// News benchmark: the home page's time to first byte while the feeds hang and the cache is cold
// (target < 200 ms: the page must not wait for a feed), then with warm feeds for comparison.
// Uses the local fixture feed server only; prints figures, never fails on speed.
import http from 'node:http'
import { buildIfNeeded, startAppServer } from '../../tests/fixtures/app-server.js'
import { startFeedServer } from '../../tests/fixtures/feed-server.js'

buildIfNeeded()
const startApp = (env) => startAppServer(env, { name: 'bench-news' })

function timedGet(url) {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const ttfb = performance.now() - started
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode, ttfb, total: performance.now() - started }))
      })
      .on('error', reject)
  })
}

const fmt = (ms) => `${ms.toFixed(1).padStart(7)} ms`
function summary(label, samples, key) {
  const sorted = samples.map((s) => s[key]).sort((a, b) => a - b)
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  console.log(`${label.padEnd(46)} n=${sorted.length}  median ${fmt(pick(0.5))}  p95 ${fmt(pick(0.95))}  max ${fmt(sorted.at(-1))}`)
}

const feeds = await startFeedServer(0)
try {
  // 1. Cold cache, every feed hangs: the first requests arrive while the start-up refresh still waits.
  const hanging = await startApp({
    NEWS_FEED_TR: `${feeds.origin}/hang`,
    NEWS_FEED_EN: `${feeds.origin}/hang`,
    NEWS_FEED_DE: `${feeds.origin}/hang`,
  })
  // The process's very first render pays for module loading and JIT; report it on its own.
  const veryFirst = await timedGet(`${hanging.origin}/en/contact`)
  console.log(`first request after start (/en/contact, process cold): first byte ${fmt(veryFirst.ttfb)}`)
  const cold = []
  for (let round = 0; round < 5; round++)
    for (const language of ['tr', 'en', 'de']) cold.push(await timedGet(`${hanging.origin}/${language}`))
  const firstStatus = cold.map((s) => s.status)
  summary('hanging feeds, cold cache: first byte', cold, 'ttfb')
  summary('hanging feeds, cold cache: whole page', cold, 'total')
  console.log(`  statuses: ${[...new Set(firstStatus)].join(', ')}; the 3 s fetch timeout bounds only the streamed news part`)
  await hanging.stop()

  // 2. Cold cache with concurrent visitors (10 at once) while the feed hangs.
  const crowd = await startApp({ NEWS_FEED_TR: `${feeds.origin}/hang` })
  await timedGet(`${crowd.origin}/en/contact`)
  const concurrent = await Promise.all(Array.from({ length: 10 }, () => timedGet(`${crowd.origin}/tr`)))
  summary('hanging feed, 10 concurrent, cold: first byte', concurrent, 'ttfb')
  await crowd.stop()

  // 3. Warm cache: the news is rendered into the page.
  const warm = await startApp({
    NEWS_FEED_TR: `${feeds.origin}/tr.xml`,
    NEWS_FEED_EN: `${feeds.origin}/en.xml`,
    NEWS_FEED_DE: `${feeds.origin}/de.xml`,
  })
  await new Promise((r) => setTimeout(r, 500))
  await timedGet(`${warm.origin}/en/contact`)
  const samples = []
  for (let round = 0; round < 10; round++)
    for (const language of ['tr', 'en', 'de']) samples.push(await timedGet(`${warm.origin}/${language}`))
  summary('working feeds, warm cache: first byte', samples, 'ttfb')
  summary('working feeds, warm cache: whole page', samples, 'total')
  // Picture URLs are signed: take the first picture's <img> src as the page renders it (JPEG, 640 px).
  const html = await (await fetch(`${warm.origin}/tr`)).text()
  const rendered = /<img[^>]*?\ssrc="(\/news-image\?src=[^"]+)"/.exec(html)?.[1]
  if (!rendered) throw new Error('no /news-image URL in the /tr page')
  const image = rendered.replaceAll('&amp;', '&')
  const firstImage = await timedGet(`${warm.origin}${image}`)
  const cachedImage = await timedGet(`${warm.origin}${image}`)
  if (firstImage.status !== 200 || cachedImage.status !== 200) throw new Error(`image proxy answered ${firstImage.status}, ${cachedImage.status} for ${image}`)
  const { searchParams } = new URL(image, warm.origin)
  console.log(`image proxy ${searchParams.get('w')} px ${searchParams.get('f')}: first ${fmt(firstImage.total)} (fetch + resize), cached ${fmt(cachedImage.total)}`)
  await warm.stop()
  const median = cold.map((s) => s.ttfb).sort((a, b) => a - b)[Math.floor(cold.length / 2)]
  console.log(`target: first byte < 200 ms with a hanging feed → ${median < 200 ? 'met' : 'NOT met'} (median ${median.toFixed(1)} ms)`)
} finally {
  await feeds.close()
}
