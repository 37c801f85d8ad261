// Lighthouse benchmark of the first-visit pages and of each content page type against the production server: mobile profile
// (Lighthouse's default), median of 3 runs per page on Debian's Chromium, then the server's
// throughput and latency for /en at 50 connections. Prints figures; never fails on speed.
// Targets (issue 4): Performance >= 98, Accessibility/Best Practices/SEO 100, LCP <= 2.0 s,
// CLS < 0.01, TBT <= 50 ms, p99 < 150 ms.
import process from 'node:process'
import { buildIfNeeded, startAppServer } from '../../tests/fixtures/app-server.js'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startFeedServer } from '../../tests/fixtures/feed-server.js'
import { closedLoop, formatLoad } from '../bench-lib/closed-loop.js'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
// The first-visit pages, then one page of each content type (issue 15) and two landing pages (issue 16);
// LIGHTHOUSE_PAGES=/en,/de/faq picks others.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/en', '/tr/contact', '/en/about/v1', '/de/services/v1', '/tr/career/single', '/en/pricing', '/de/help/detail', '/tr/portfolio/case-study/v1', '/en/blog/single/v1', '/en/saas/v1', '/tr/demos/classic']
const LOAD = { path: '/en', connections: 50, seconds: Number(process.env.LOAD_SECONDS ?? 10) }

buildIfNeeded()
const startApp = (env) => startAppServer(env, { host: 'localhost', name: 'bench-lighthouse', stderr: 'ignore' })

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function figures(lhr) {
  const category = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const items = lhr.audits['resource-summary']?.details?.items ?? []
  const script = items.find((item) => item.resourceType === 'script')
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsBytes: script?.transferSize ?? 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  }
}

async function lighthouseRuns(origin) {
  const chrome = await chromeLauncher.launch({
    // Lighthouse wants the full browser (new headless mode), not the headless shell of the e2e tests.
    chromePath: process.env.LIGHTHOUSE_CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    for (const page of PAGES) {
      const runs = []
      for (let i = 0, failures = 0; i < RUNS; i++) {
        const result = await lighthouse(`${origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' })
        // Now and then Chromium's trace misses its navigation start (NO_NAVSTART): a failed
        // recording, not a score of 0. Such a run is repeated (twice at most) and reported.
        if (result.lhr.runtimeError && failures < 2) {
          failures++
          console.log(`  ${page}: run ${i + 1} not recorded (${result.lhr.runtimeError.code}), repeated`)
          i--
          continue
        }
        runs.push(figures(result.lhr))
      }
      const scores = runs.map((r) => r.performance)
      const m = (key) => median(runs.map((r) => r[key]))
      console.log(`\n${page}  (median of ${RUNS}; performance runs: ${scores.join(', ')})`)
      console.log(`  Performance ${m('performance')}  Accessibility ${m('accessibility')}  Best Practices ${m('bestPractices')}  SEO ${m('seo')}`)
      console.log(`  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  JS ${(m('jsBytes') / 1024).toFixed(1)} KB (transferred: brotli bodies and response headers)`)
      // Lighthouse's CPU benchmark of this machine (higher is faster): simulated TBT scales with it,
      // so figures from two machines compare only alongside their indexes.
      console.log(`  TBT runs: ${runs.map((r) => Math.round(r.tbt)).join(', ')} ms  machine benchmark index ${Math.round(m('benchmarkIndex'))}`)
    }
  } finally {
    await chrome.kill()
  }
}

/** `encoding`: the Accept-Encoding sent ('' for none, as curl; browsers send 'gzip, deflate, br, zstd'). */
async function load(origin, encoding) {
  const url = `${origin.replace('localhost', '127.0.0.1')}${LOAD.path}`
  const result = await closedLoop({ connections: LOAD.connections, seconds: LOAD.seconds, url: () => url, headers: encoding ? { 'accept-encoding': encoding } : {} })
  console.log(`\nGET ${LOAD.path} at ${LOAD.connections} connections for ${LOAD.seconds} s, Accept-Encoding: ${encoding || '(none)'}`)
  console.log(`  ${formatLoad(result)}`)
}

const feeds = await startFeedServer(0)
const app = await startApp({
  NEWS_FEED_TR: `${feeds.origin}/tr.xml`,
  NEWS_FEED_EN: `${feeds.origin}/en.xml`,
  NEWS_FEED_DE: `${feeds.origin}/de.xml`,
})
try {
  // Warm the news cache once so every run sees the same page.
  for (const page of PAGES) await fetch(`${app.origin}${page}`).then((r) => r.text())
  await lighthouseRuns(app.origin)
  await load(app.origin, 'gzip, deflate, br, zstd')
  await load(app.origin, '')
} finally {
  await app.stop()
  await feeds.close?.()
}
process.exit(0)
