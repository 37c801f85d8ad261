// Lead capture under load (not a test): 5,000 contact-form posts at concurrency 50 against the
// production server with the embedded database, then checks every 201 is a stored row, no
// duplicates, no 5xx; prints requests/s and p50/p99. Then SIGTERM in the middle of a second
// load and checks that every post answered 201 before shutdown is stored after a restart.
// Env: BENCH_LEADS_TOTAL (5000), BENCH_LEADS_CONCURRENCY (50), BENCH_LEADS_WARMUP (1000), BENCH_PORT (3416).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { postLeads, xsrfToken } from '../bench-lib/lead-load.js'

const TOTAL = Number(process.env.BENCH_LEADS_TOTAL ?? 5000)
const CONCURRENCY = Number(process.env.BENCH_LEADS_CONCURRENCY ?? 50)
const WARMUP = Number(process.env.BENCH_LEADS_WARMUP ?? 1000)
const PORT = Number(process.env.BENCH_PORT ?? 3416)
const BASE = `http://127.0.0.1:${PORT}`
const ADMIN_TOKEN = 'bench-admin-token'
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'))

if (!existsSync('build/server/index.js')) {
  console.log('No production build: building…')
  const built = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (built.status !== 0) process.exit(1)
}

async function startServer() {
  const child = spawn(process.execPath, ['server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_PER_MINUTE: '0',
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      // Nothing leaves the machine: the news feeds point at a closed local port.
      NEWS_FEED_TR: 'http://127.0.0.1:9/tr.xml',
      NEWS_FEED_EN: 'http://127.0.0.1:9/en.xml',
      NEWS_FEED_DE: 'http://127.0.0.1:9/de.xml',
    },
  })
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return { child, exited }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGKILL')
  throw new Error('server did not become healthy')
}

async function storedEmails(run) {
  const counts = new Map()
  let cursor = null
  do {
    const query = new URLSearchParams({ kind: 'form', limit: '1000', ...(cursor ? { cursor } : {}) })
    const response = await fetch(`${BASE}/api/v1/admin/leads?${query}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    const page = await response.json()
    for (const item of page.items) if (item.email.startsWith(`bench.${run}.`)) counts.set(item.email, (counts.get(item.email) ?? 0) + 1)
    cursor = page.nextCursor
  } while (cursor)
  return counts
}

function verify(label, result, counts) {
  const lost = result.acknowledged.filter((email) => !counts.has(email))
  const duplicates = [...counts.values()].filter((n) => n > 1).length
  const fivexx = [...result.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
  console.log(`${label}: ${result.acknowledged.length} acknowledged (201), ${counts.size} stored, ${lost.length} lost, ${duplicates} duplicated, ${fivexx} 5xx`)
  return lost.length === 0 && duplicates === 0 && fivexx === 0
}

let ok = true
try {
  let server = await startServer()
  const token = await xsrfToken(BASE)
  // Warm-up at full concurrency (JIT, the first statements, the database's first files), measured
  // separately: its posts are checked like the others but stay out of the latency figures.
  const warmup = await postLeads({ base: BASE, run: 'warmup', count: WARMUP, concurrency: CONCURRENCY, token })
  console.log(`warm-up: ${WARMUP} posts at concurrency ${CONCURRENCY}: ${(warmup.latencies.length / warmup.seconds).toFixed(0)} req/s, p50 ${warmup.p50.toFixed(1)} ms, p99 ${warmup.p99.toFixed(1)} ms`)
  ok = verify('  stored check', warmup, await storedEmails('warmup')) && warmup.statuses.get(201) === WARMUP && ok
  // The same number of trivial requests (GET /healthz): the ceiling of this machine and HTTP stack right now.
  let hits = 0
  const baselineStart = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (hits < 2000) {
        hits++
        await (await fetch(`${BASE}/healthz`)).arrayBuffer()
      }
    }),
  )
  console.log(`baseline: GET /healthz ${(2000 / ((performance.now() - baselineStart) / 1000)).toFixed(0)} req/s at concurrency ${CONCURRENCY}`)
  const result = await postLeads({ base: BASE, run: 'main', count: TOTAL, concurrency: CONCURRENCY, token })
  const statusText = [...result.statuses].map(([s, n]) => `${s}×${n}`).join(' ')
  console.log(`contact posts: ${TOTAL} at concurrency ${CONCURRENCY} in ${result.seconds.toFixed(2)} s`)
  console.log(`  ${(result.latencies.length / result.seconds).toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; statuses ${statusText}; network errors ${result.errors}`)
  ok = verify('  stored check', result, await storedEmails('main')) && result.statuses.get(201) === TOTAL && ok

  // SIGTERM while 50 posts are in flight: whatever was answered 201 must survive.
  let stopping = false
  const inFlight = postLeads({ base: BASE, run: 'sigterm', count: TOTAL, concurrency: CONCURRENCY, token, stop: () => stopping })
  await new Promise((r) => setTimeout(r, 1500))
  server.child.kill('SIGTERM')
  const code = await server.exited
  stopping = true
  const partial = await inFlight
  console.log(`SIGTERM after 1.5 s of load: server exit code ${code}, ${partial.acknowledged.length} answered 201, ${partial.errors} refused/reset after shutdown`)
  server = await startServer()
  ok = verify('  after restart', partial, await storedEmails('sigterm')) && code === 0 && ok
  server.child.kill('SIGTERM')
  await server.exited
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(ok ? 'leads bench: OK' : 'leads bench: PROBLEMS FOUND')
process.exit(ok ? 0 : 1)
