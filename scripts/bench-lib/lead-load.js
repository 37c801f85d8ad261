// Lead posts under load for the benchmarks (scripts/bench/leads.js, scripts/bench/cluster-faults.js):
// distinct contact forms posted back to back on keep-alive sockets, every answer recorded.
import http from 'node:http'

export async function xsrfToken(base) {
  const response = await fetch(`${base}/api/v1/xsrf-token`)
  return /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')[1]
}

/**
 * One POST on a keep-alive socket with node:http: it costs the client about half the CPU of
 * fetch(), and client and server share this machine's two cores.
 */
function post(agent, url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** The e-mail address of post `i` of a run: how the stored rows are found again. */
const benchEmail = (run, i) => `bench.${run}.${i}@example.com`

/**
 * Posts `count` distinct contact forms with `concurrency` in flight; stops early when `stop()`
 * is true; `onAnswer(done, status)` runs after each answer (status 0: no answer; the fault schedule
 * hangs on it).
 * Resolves with the answers: statuses, the addresses answered 201, network errors, latencies.
 */
export async function postLeads({ base, run, count, concurrency, token, stop = () => false, onAnswer = () => {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const url = `${base}/api/v1/Site/ContactForm/Create`
  const latencies = []
  const statuses = new Map()
  const acknowledged = []
  let next = 0
  let done = 0
  let errors = 0
  async function worker() {
    while (next < count && !stop()) {
      const i = next++
      const email = benchEmail(run, i)
      const started = performance.now()
      try {
        const response = await post(
          agent,
          url,
          { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, referer: `${base}/en/contact` },
          JSON.stringify({ NameSurname: `Bench ${i}`, Email: email, Phone: '+90 532 123 45 67', Company: 'Load Test Ltd', Message: `Message number ${i} of run ${run}` }),
        )
        latencies.push(performance.now() - started)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status === 201) acknowledged.push(email)
        onAnswer(++done, response.status)
      } catch {
        errors++
        onAnswer(++done, 0)
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
  return { seconds, latencies, statuses, acknowledged, errors, p50: pct(50), p99: pct(99) }
}

export function countOf(statuses, predicate) {
  return [...statuses].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0)
}

export function formatStatuses(statuses) {
  return [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')
}
