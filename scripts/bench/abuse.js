// Abuse loads (issues #34 and #50, probes 2 and 3) against one production server on the embedded
// database (not a test): how slow /healthz gets, median and max, while (a) one client asks for
// suggestions of ~50 one-letter words at 35 requests/s, (b) 25,000 page views with distinct
// referring sites arrive (browser User-Agent, cache hits on /en), then the counter's next flush,
// (c) a signed-in session posts wrong current passwords at 40 requests/s, (d) one client with 8
// connections asks for pages no cache holds (`/en?utm=<random>`, percent-encoded spellings of
// /en/contact, random 404s, search pages; beside the same flood of a cached page, the floor of any
// flood on this machine), and (e) 2,000 connections that never send a byte are held open. Then a
// second server with the content editor on a git backend (EDITOR_BACKEND=github): (f)
// /admin/config.json with 4 connections and (g) anonymous previews with a 2 MB body, 4 connections. Each beside a baseline of its idle server measured in the same run; each load line
// says whether the /healthz median stayed within 10× of that baseline. Requests go to 127.0.0.1
// only; every load is bounded in count and time.
// Env: ABUSE_SECONDS (6 per rate-driven load), ABUSE_VIEWS (25000), ABUSE_SILENT_SOCKETS (2000).
import http from 'node:http'
import net from 'node:net'
import process from 'node:process'
import { buildIfNeeded, startAppServer } from '../../tests/fixtures/app-server.js'

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 6)
const VIEWS = Number(process.env.ABUSE_VIEWS ?? 25_000)
const SILENT_SOCKETS = Number(process.env.ABUSE_SILENT_SOCKETS ?? 2000)
/** The server's headers timeout (server/http-server.ts): a silent connection is closed after it. */
const HEADERS_TIMEOUT_MS = 20_000
/** The /healthz median under a load may be at most this many times the idle one (issue #50). */
const MAX_SLOWDOWN = 10
const ACCOUNT = { email: 'bench-abuse@example.com', password: 'bench abuse password 2026' }
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
/** The counter writes what it counted every 15 s (app/features/page-views/page-view-counter.server.ts). */
const FLUSH_INTERVAL_MS = 15_000

buildIfNeeded()
// The production default limit (the benchmark server helper turns limits off): the abuse meets them as it would.
const app = await startAppServer({ ADMIN_ACCOUNT_EMAIL: ACCOUNT.email, ADMIN_ACCOUNT_PASSWORD: ACCOUNT.password, RATE_LIMIT_PER_MINUTE: '10' }, { name: 'bench-abuse', stderr: 'ignore' })
const statuses = new Map()

/** One request; resolves with its status (0: no answer) and the milliseconds it took. */
function request(agent, path, { method = 'GET', headers = {}, body, origin = app.origin } = {}) {
  return new Promise((resolve) => {
    const started = performance.now()
    const outgoing = http.request(`${origin}${path}`, { agent, method, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
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
function sampleHealth(origin) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const latencies = []
  let running = true
  const done = (async () => {
    while (running) {
      const started = performance.now()
      const answer = await request(agent, '/healthz', { origin })
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

const medianOf = (latencies) => [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)] ?? 0

const summary = (latencies, idleMedian) => {
  const median = medianOf(latencies)
  const verdict = idleMedian === undefined ? '' : `, ${(median / idleMedian).toFixed(1)}× idle: ${median <= idleMedian * MAX_SLOWDOWN ? 'within' : 'NOT within'} ${MAX_SLOWDOWN}×`
  return `/healthz median ${median.toFixed(1)} ms, max ${Math.max(0, ...latencies).toFixed(1)} ms (${latencies.length} samples${verdict})`
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

/** Runs `load` while sampling /healthz of `origin`; resolves with the /healthz median. */
async function phase(label, load, { origin = app.origin, idleMedian } = {}) {
  const stop = sampleHealth(origin)
  const detail = await load()
  const latencies = await stop()
  console.log(`${label.padEnd(58)} ${summary(latencies, idleMedian)}${detail ? `; ${detail}` : ''}`)
  return medianOf(latencies)
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

// (d) The reference for (d): the same 8 connections asking for a cached page, the cheapest answer a
// page request gets. What /healthz shows here is the cost of the flood itself, whatever it asks.
async function cachedPages() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
  const deadline = performance.now() + SECONDS * 1000
  let sent = 0
  const worker = async () => {
    while (performance.now() < deadline) {
      sent++
      count('cached', (await request(agent, '/en', { headers: { 'user-agent': BROWSER } })).status)
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  agent.destroy()
  return `${sent} requests, statuses ${formatCounts('cached')}`
}

// (d) Pages no cache holds, from one client with 8 connections: an unknown parameter, percent-encoded
// spellings of /en/contact (redirected now), random 404s and search pages, in turns.
async function uncachedPages() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
  const random = () => Math.random().toString(36).slice(2, 10)
  const spell = (word) => [...word].map((letter) => (Math.random() < 0.5 ? `%${letter.charCodeAt(0).toString(16)}` : letter)).join('')
  const paths = [() => `/en?utm=${random()}`, () => `/en/${spell('contact')}`, () => `/en/${random()}`, () => `/en/search?q=${Array.from({ length: 10 }, random).join('+')}`]
  let next = 0
  const deadline = performance.now() + SECONDS * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      const index = next++
      count('uncached', (await request(agent, paths[index % paths.length](), { headers: { 'user-agent': BROWSER } })).status)
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  agent.destroy()
  return `${next} requests, statuses ${formatCounts('uncached')}`
}

// (e) Connections that never send a byte, held while /healthz is sampled; then how many the server
// closed, and how long after their connect (at most the headers timeout and the server's
// once-a-second check; 2,000 connects at once overflow the listen backlog, so some connect late).
async function silentSockets() {
  const connectedAt = new Map()
  const heldFor = []
  const sockets = []
  for (let index = 0; index < SILENT_SOCKETS; index++) {
    const socket = net.connect(app.port, '127.0.0.1')
    socket.on('error', () => undefined)
    socket.once('connect', () => connectedAt.set(socket, performance.now()))
    socket.once('close', () => connectedAt.has(socket) && heldFor.push(performance.now() - connectedAt.get(socket)))
    sockets.push(socket)
  }
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000))
  // Bounded: every socket gets the headers timeout and 5 s from its own connect, and the wait at most a minute.
  const deadline = performance.now() + 60_000
  const settled = () => heldFor.length === SILENT_SOCKETS || [...connectedAt.values()].every((at) => performance.now() > at + HEADERS_TIMEOUT_MS + 5_000)
  while (!settled() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250))
  const closedByServer = heldFor.length
  for (const socket of sockets) socket.destroy()
  return `${closedByServer} of ${SILENT_SOCKETS} closed by the server, after at most ${(Math.max(0, ...heldFor) / 1000).toFixed(1)} s from their connect`
}

// (f) The editor's configuration, 4 connections back to back.
async function editorConfigFlood(editor) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
  const deadline = performance.now() + SECONDS * 1000
  const worker = async () => {
    while (performance.now() < deadline) count('config', (await request(agent, '/admin/config.json', { origin: editor.origin })).status)
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  agent.destroy()
  return `statuses ${formatCounts('config')}`
}

// (g) Anonymous previews of a 2 MB page, 4 connections back to back (behind the shipped nginx a body is at most 64 KB).
async function editorPreviewFlood(editor) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
  const body = JSON.stringify({ file: 'content/pages/home/en.yaml', content: `title: Bench\ndescription: ${'x'.repeat(2 * 1024 * 1024)}\n` })
  const headers = { 'content-type': 'application/json', origin: editor.origin }
  const deadline = performance.now() + SECONDS * 1000
  const worker = async () => {
    while (performance.now() < deadline) count('preview', (await request(agent, '/admin/api/preview', { origin: editor.origin, method: 'POST', headers, body })).status)
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  agent.destroy()
  return `statuses ${formatCounts('preview')}`
}

const idle = () => new Promise((resolve) => setTimeout(resolve, SECONDS * 1000))

try {
  // Warm-up: the first page render and search index are not what is measured.
  await request(undefined, '/en', { headers: { 'user-agent': BROWSER } })
  await request(undefined, '/en/search/suggest?q=erp')
  console.log(`one server on the embedded database, 127.0.0.1; rate-driven loads ${SECONDS} s each`)
  const idleMedian = await phase('baseline: idle', idle)
  await phase('(a) suggestions, ~50 one-letter words, 35 req/s, one client', suggestionFlood, { idleMedian })
  await phase(`(b) ${VIEWS} views, distinct referrers, cache hits on /en`, referrerFlood, { idleMedian })
  // The views are written at the counter's next flush: sampled until one has surely run.
  await phase('(b) after the views: idle through the next page-view flush', () => new Promise((resolve) => setTimeout(resolve, FLUSH_INTERVAL_MS + 1000)), { idleMedian })
  await phase('(c) wrong current passwords, signed in, 40 req/s', passwordGuesses, { idleMedian })
  await phase('(d) reference: cached /en, one client, 8 connections', cachedPages, { idleMedian })
  await phase('(d) uncached pages, one client, 8 connections', uncachedPages, { idleMedian })
  await phase(`(e) ${SILENT_SOCKETS} silent sockets`, silentSockets, { idleMedian })
} finally {
  await app.stop()
}

// The editor on a git backend: a server of its own (its /admin addresses answer 404 otherwise).
const editor = await startAppServer({ EDITOR_BACKEND: 'github', EDITOR_REPO: 'acme/site', RATE_LIMIT_PER_MINUTE: '10' }, { name: 'bench-abuse-editor', stderr: 'ignore' })
try {
  await request(undefined, '/en', { origin: editor.origin, headers: { 'user-agent': BROWSER } })
  console.log('a second server with EDITOR_BACKEND=github EDITOR_REPO=acme/site')
  const idleMedian = await phase('baseline: idle', idle, { origin: editor.origin })
  await phase('(f) /admin/config.json, 4 connections', () => editorConfigFlood(editor), { origin: editor.origin, idleMedian })
  await phase('(g) anonymous 2 MB previews, 4 connections', () => editorPreviewFlood(editor), { origin: editor.origin, idleMedian })
} finally {
  await editor.stop()
}
process.exit(0)
