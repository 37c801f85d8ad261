// Lead webhooks (issue #56; not a test): does a slow or dead receiver slow the visitors' form
// posts, and how many events per second does the outbox worker deliver?
//  1. Two production servers on the embedded database, side by side in the same run: one without
//     webhooks, one whose endpoint is a local receiver that accepts every request and never answers
//     (a hanging CRM). Contact-form posts go to both in alternating rounds; their latencies are
//     printed side by side, with how many webhook requests the receiver was holding open.
//  2. A third server whose receiver answers at once and checks every signature (standardwebhooks):
//     posts, then the time until every lead.created has arrived: events delivered per second.
// Env: BENCH_WEBHOOK_POSTS (posts per server in part 1, 1000), BENCH_WEBHOOK_EVENTS (part 2, 2000),
// BENCH_LEADS_CONCURRENCY (20), BENCH_PORT (3416; the servers take it and the next two ports).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Webhook } from 'standardwebhooks'
import { formatStatuses, postLeads, xsrfToken } from '../bench-lib/lead-load.js'

const POSTS = Number(process.env.BENCH_WEBHOOK_POSTS ?? 1000)
const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000)
const CONCURRENCY = Number(process.env.BENCH_LEADS_CONCURRENCY ?? 20)
const PORT = Number(process.env.BENCH_PORT ?? 3416)
const ROUNDS = 4
const SECRET = `whsec_${Buffer.from('bench-webhook-secret-0123456789').toString('base64')}`
const folders = []

if (!existsSync('build/server/index.js')) {
  console.log('No production build: building…')
  const built = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (built.status !== 0) process.exit(1)
}

/** A local endpoint: `hang` holds every request open, `ok` verifies the signature and answers 204. */
async function startReceiver(mode) {
  const verifier = new Webhook(SECRET)
  const ids = new Set()
  let held = 0
  let rejected = 0
  let lastAt = 0
  const server = http.createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      if (mode === 'hang') {
        held++
        response.on('close', () => held--)
        return
      }
      try {
        verifier.verify(Buffer.concat(chunks).toString('utf8'), request.headers)
        ids.add(request.headers['webhook-id'])
        lastAt = performance.now()
        response.writeHead(204).end()
      } catch {
        rejected++
        response.writeHead(400).end()
      }
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks/leads`,
    ids,
    held: () => held,
    rejected: () => rejected,
    lastAt: () => lastAt,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

async function startServer(port, webhookUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-webhooks-'))
  folders.push(dataDir)
  const child = spawn(process.execPath, ['server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'error',
      NEWS_FEED_TR: 'http://127.0.0.1:9/tr.xml',
      NEWS_FEED_EN: 'http://127.0.0.1:9/en.xml',
      NEWS_FEED_DE: 'http://127.0.0.1:9/de.xml',
      LEADS_WEBHOOK_URLS: webhookUrl ?? '',
      LEADS_WEBHOOK_SECRET: webhookUrl ? SECRET : '',
      // The receivers listen on 127.0.0.1 over plain http.
      LEADS_WEBHOOK_ALLOW_PRIVATE: webhookUrl ? '1' : '',
    },
  })
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, token: await xsrfToken(base), stop: () => (child.kill('SIGTERM'), exited) }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGKILL')
  throw new Error('server did not become healthy')
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`
}

let ok = true
const receivers = []
const servers = []
try {
  // -- 1. form posts beside a hanging receiver --------------------------------------------------
  const hanging = await startReceiver('hang')
  receivers.push(hanging)
  const [plain, hooked] = await Promise.all([startServer(PORT), startServer(PORT + 1, hanging.url)])
  servers.push(plain, hooked)
  const lat = { plain: [], hooked: [] }
  const statuses = { plain: new Map(), hooked: new Map() }
  let maxHeld = 0
  // Warm-up of both (JIT, first statements), not counted.
  for (const server of [plain, hooked]) await postLeads({ base: server.base, run: 'warmup', count: 200, concurrency: CONCURRENCY, token: server.token })
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, server] of [['plain', plain], ['hooked', hooked]]) {
      const result = await postLeads({ base: server.base, run: `r${round}`, count: Math.ceil(POSTS / ROUNDS), concurrency: CONCURRENCY, token: server.token })
      lat[name].push(...result.latencies)
      for (const [status, n] of result.statuses) statuses[name].set(status, (statuses[name].get(status) ?? 0) + n)
      maxHeld = Math.max(maxHeld, hanging.held())
    }
  }
  console.log(`contact posts, ${POSTS} per server at concurrency ${CONCURRENCY}, in ${ROUNDS} alternating rounds:`)
  console.log(`  without webhooks:              ${summary(lat.plain)}; ${formatStatuses(statuses.plain)}`)
  console.log(`  webhook to a hanging receiver: ${summary(lat.hooked)}; ${formatStatuses(statuses.hooked)}; the receiver held up to ${maxHeld} deliveries open (each attempt gives up after 10 s)`)
  ok = statuses.plain.get(201) === lat.plain.length && statuses.hooked.get(201) === lat.hooked.length && maxHeld > 0 && ok
  await Promise.all([plain.stop(), hooked.stop()])
  servers.length = 0

  // -- 2. events delivered per second -------------------------------------------------------------
  const receiving = await startReceiver('ok')
  receivers.push(receiving)
  const server = await startServer(PORT + 2, receiving.url)
  servers.push(server)
  const started = performance.now()
  const posted = await postLeads({ base: server.base, run: 'events', count: EVENTS, concurrency: CONCURRENCY, token: server.token })
  const postedAt = performance.now()
  const deadline = postedAt + 120_000
  while (receiving.ids.size < EVENTS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  const seconds = (receiving.lastAt() - started) / 1000
  console.log(`delivery: ${EVENTS} posts in ${((postedAt - started) / 1000).toFixed(2)} s (${summary(posted.latencies)}); ${receiving.ids.size} lead.created received and verified (${receiving.rejected()} refused signatures)`)
  console.log(`  ${(receiving.ids.size / seconds).toFixed(0)} events/s from the first post to the last event; the last arrived ${((receiving.lastAt() - postedAt) / 1000).toFixed(2)} s after the last post`)
  ok = receiving.ids.size === EVENTS && receiving.rejected() === 0 && ok
} finally {
  await Promise.all(servers.map((server) => server.stop()))
  await Promise.all(receivers.map((receiver) => receiver.close()))
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
}
console.log(ok ? 'webhooks bench: OK' : 'webhooks bench: PROBLEMS FOUND')
process.exit(ok ? 0 : 1)
