// Abuse loads (issue #34, probe 2) against one production server on the embedded database (not a
// test): how slow /healthz gets, median and max, while (a) one client asks for suggestions of ~50
// one-letter words at 35 requests/s, (b) 25,000 page views with distinct referring sites arrive
// (browser User-Agent, cache hits on /en), then the counter's next flush, and (c) a signed-in
// session posts wrong current passwords at 40 requests/s. Beside a baseline of the idle server
// measured in the same run. Requests go to 127.0.0.1 only; every load is bounded in count and time.
// Env: ABUSE_SECONDS (6 per rate-driven load), ABUSE_VIEWS (25000).
import http from 'node:http'
import process from 'node:process'
import { buildIfNeeded, startAppServer } from '../../tests/fixtures/app-server.js'

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 6)
const VIEWS = Number(process.env.ABUSE_VIEWS ?? 25_000)
const ACCOUNT = { email: 'bench-abuse@example.com', password: 'bench abuse password 2026' }
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
/** The counter writes what it counted every 15 s (app/features/page-views/page-view-counter.server.ts). */
const FLUSH_INTERVAL_MS = 15_000

buildIfNeeded()
// The production default limit (the benchmark server helper turns limits off): the abuse meets them as it would.
const app = await startAppServer({ ADMIN_ACCOUNT_EMAIL: ACCOUNT.email, ADMIN_ACCOUNT_PASSWORD: ACCOUNT.password, RATE_LIMIT_PER_MINUTE: '10' }, { name: 'bench-abuse', stderr: 'ignore' })
const statuses = new Map()

/** One request; resolves with its status (0: no answer) and the milliseconds it took. */
function request(agent, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const started = performance.now()
    const outgoing = http.request(`${app.origin}${path}`, { agent, method, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, headers: response.headers }))
    })
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started, headers: {} }))
    outgoing.end(body)
  })
}

/**
 * /healthz, one request every 100 ms on its own connection (the next one at once when an answer
 * took longer), until `stop` is called. Resolves with the latencies.
 */
function sampleHealth() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const latencies = []
  let running = true
  const done = (async () => {
    while (running) {
      const started = performance.now()
      const answer = await request(agent, '/healthz')
      latencies.push(answer.ms)
      const wait = 100 - (performance.now() - started)
      if (wait > 0 && running) await new Promise((resolve) => setTimeout(resolve, wait))
    }
    agent.destroy()
    return latencies
  })()
  return async () => {
    running = false
    return done
  }
}

const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  return `/healthz median ${median.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length} samples)`
}

const count = (label, status) => {
  const key = `${label} ${status}`
  statuses.set(key, (statuses.get(key) ?? 0) + 1)
}

/** `send(i)` at `perSecond` for `seconds` (open loop: a slow answer does not slow the sender); waits for every answer. */
async function atRate(perSecond, seconds, send) {
  const total = Math.round(perSecond * seconds)
  const started = performance.now()
  const pending = []
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / perSecond
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    pending.push(send(index))
  }
  await Promise.all(pending)
}

async function phase(label, load) {
  const stop = sampleHealth()
  const detail = await load()
  console.log(`${label.padEnd(58)} ${summary(await stop())}${detail ? `; ${detail}` : ''}`)
}

const formatCounts = (label) =>
  [...statuses]
    .filter(([key]) => key.startsWith(`${label} `))
    .map(([key, n]) => `${n} × ${key.slice(label.length + 1)}`)
    .join(', ')

// (a) Suggestions of ~50 one-letter words and a random word (no cache can answer), one client.
async function suggestionFlood() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
  const letters = 'a b c d e f g h i j k l m n o p q r s t u v w x'.split(' ')
  await atRate(35, SECONDS, async (index) => {
    const query = `${letters.join(' ')} ${letters.join(' ')} ${Math.random().toString(36).slice(2, 8)}${index}`
    count('suggest', (await request(agent, `/en/search/suggest?q=${encodeURIComponent(query)}`)).status)
  })
  agent.destroy()
  return `statuses ${formatCounts('suggest')}`
}

// (b) Page views from 25,000 distinct referring sites: cache hits on /en, 16 connections.
async function referrerFlood() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < VIEWS) {
      const index = next++
      count('views', (await request(agent, '/en', { headers: { 'user-agent': BROWSER, accept: 'text/html', referer: `https://spam${index}.x.example/` } })).status)
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker))
  agent.destroy()
  return `${VIEWS} views in ${((performance.now() - started) / 1000).toFixed(1)} s, statuses ${formatCounts('views')}`
}

// (c) Wrong current passwords posted by a signed-in session (the form's own origin).
async function passwordGuesses() {
  const form = (fields) => new URLSearchParams(fields).toString()
  const headers = { origin: app.origin, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER }
  let cookie = ''
  // The seeded account is created just after the server starts listening: wait for it.
  for (let attempt = 0; !cookie; attempt++) {
    const answer = await request(undefined, '/en/auth/sign-in', { method: 'POST', headers, body: form(ACCOUNT) })
    cookie = /sf_session=[^;]+/.exec(String(answer.headers['set-cookie'] ?? ''))?.[0] ?? ''
    if (!cookie && attempt > 100) throw new Error(`the seeded account cannot sign in (${answer.status})`)
    if (!cookie) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
  await atRate(40, SECONDS, async (index) => {
    const body = form({ intent: 'password', currentPassword: `wrong guess ${index}`, password: 'a brand new passphrase 2026' })
    count('guesses', (await request(agent, '/en/account/security', { method: 'POST', headers: { ...headers, cookie }, body })).status)
  })
  agent.destroy()
  return `statuses ${formatCounts('guesses')}`
}

try {
  // Warm-up: the first page render and search index are not what is measured.
  await request(undefined, '/en', { headers: { 'user-agent': BROWSER } })
  await request(undefined, '/en/search/suggest?q=erp')
  console.log(`one server on the embedded database, 127.0.0.1; rate-driven loads ${SECONDS} s each`)
  await phase('baseline: idle', () => new Promise((resolve) => setTimeout(resolve, SECONDS * 1000)))
  await phase('(a) suggestions, ~50 one-letter words, 35 req/s, one client', suggestionFlood)
  await phase(`(b) ${VIEWS} views, distinct referrers, cache hits on /en`, referrerFlood)
  // The views are written at the counter's next flush: sampled until one has surely run.
  await phase('(b) after the views: idle through the next page-view flush', () => new Promise((resolve) => setTimeout(resolve, FLUSH_INTERVAL_MS + 1000)))
  await phase('(c) wrong current passwords, signed in, 40 req/s', passwordGuesses)
} finally {
  await app.stop()
}
process.exit(0)
