// Site search throughput (issue 16): queries per second and latency of /{lang}/search/suggest at
// 20 connections against the production server, beside the same server's /healthz (the baseline:
// what the machine does with no work per request). Prints figures; never fails on speed.
// Target on this 2-core machine: ≥ 500 queries/s, p99 < 50 ms.
import http from 'node:http'
import process from 'node:process'
import { buildIfNeeded, startAppServer } from '../../tests/fixtures/app-server.js'

const CONNECTIONS = 20
const SECONDS = Number(process.env.SEARCH_BENCH_SECONDS ?? 8)
const QUERIES = ['erp', 'yazilim', 'datenschutz', 'integration', 'devops', 'nova', 'entegrasyon', 'strasse', 'kvkk', 'shopify', 'mobile app', 'produktion']
const LANGUAGES = ['tr', 'en', 'de']

buildIfNeeded()
const app = await startAppServer({}, { host: '127.0.0.1', name: 'bench-search', stderr: 'ignore' })

async function run(label, pathFor) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const latencies = []
  let errors = 0
  let n = 0
  const deadline = performance.now() + SECONDS * 1000
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now()
      http
        .get(`${app.origin}${pathFor(n++)}`, { agent }, (res) => {
          res.resume()
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - started)
            else errors++
            resolve()
          })
        })
        .on('error', () => {
          errors++
          resolve()
        })
    })
  const worker = async () => {
    while (performance.now() < deadline) await one()
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  console.log(`${label.padEnd(34)} ${(latencies.length / elapsed).toFixed(0).padStart(6)} requests/s  p50 ${pick(0.5).toFixed(1)} ms  p99 ${pick(0.99).toFixed(1)} ms  errors ${errors}`)
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
