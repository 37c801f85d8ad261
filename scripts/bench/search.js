// Site search throughput (issue 16): queries per second and latency of /{lang}/search/suggest at
// 20 connections against the production server, beside the same server's /healthz (the baseline:
// what the machine does with no work per request). Prints figures; never fails on speed.
// Target on this 2-core machine: ≥ 500 queries/s, p99 < 50 ms.
import process from 'node:process'
import { buildIfNeeded, startAppServer } from '../../tests/fixtures/app-server.js'
import { closedLoop, formatLoad } from '../bench-lib/closed-loop.js'

const CONNECTIONS = 20
const SECONDS = Number(process.env.SEARCH_BENCH_SECONDS ?? 8)
const QUERIES = ['erp', 'yazilim', 'datenschutz', 'integration', 'devops', 'nova', 'entegrasyon', 'strasse', 'kvkk', 'shopify', 'mobile app', 'produktion']
const LANGUAGES = ['tr', 'en', 'de']

buildIfNeeded()
const app = await startAppServer({}, { host: '127.0.0.1', name: 'bench-search', stderr: 'ignore' })

async function run(label, pathFor) {
  const result = await closedLoop({ connections: CONNECTIONS, seconds: SECONDS, url: (i) => `${app.origin}${pathFor(i)}` })
  console.log(`${label.padEnd(34)} ${formatLoad(result)}`)
}

try {
  // Build the three indexes before measuring (the first query of a language builds its index).
  for (const language of LANGUAGES) await fetch(`${app.origin}/${language}/search/suggest?q=erp`).then((r) => r.text())
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each`)
  await run('baseline GET /healthz', () => '/healthz')
  // A distinct query string each time: the page micro-cache does not serve these (JSON route).
  await run('GET /{lang}/search/suggest?q=…', (i) => `/${LANGUAGES[i % 3]}/search/suggest?q=${encodeURIComponent(QUERIES[i % QUERIES.length])}&n=${i}`)
} finally {
  await app.stop()
}
process.exit(0)
