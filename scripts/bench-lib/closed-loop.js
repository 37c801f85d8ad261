// A small closed-loop load generator for the benchmarks (scripts/bench/*.js): `connections`
// keep-alive sockets each send requests back to back for `seconds`. Not in scripts/bench/, whose
// every file `npm run bench` runs.
import http from 'node:http'

/**
 * `url(i)` gives the address of the i-th request: a GET, or a POST of `body(i)` when `body` is
 * given. Resolves to requests per second, p50 and p99 latency in ms (of answers with the `expect`ed
 * status, 200 by default) and the number of errors (other statuses and failures).
 */
export async function closedLoop({ connections, seconds, url, headers = {}, body, expect = 200 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const latencies = []
  let errors = 0
  let sent = 0
  const deadline = performance.now() + seconds * 1000
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now()
      const index = sent++
      const payload = body?.(index)
      const request = http
        .request(url(index), { agent, method: payload === undefined ? 'GET' : 'POST', headers: payload === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(payload) } }, (res) => {
          res.resume()
          res.on('end', () => {
            if (res.statusCode === expect) latencies.push(performance.now() - started)
            else errors++
            resolve()
          })
        })
        .on('error', () => {
          errors++
          resolve()
        })
      request.end(payload)
    })
  const worker = async () => {
    while (performance.now() < deadline) await one()
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { rps: latencies.length / elapsed, p50: pick(0.5), p99: pick(0.99), errors }
}

export function formatLoad({ rps, p50, p99, errors }) {
  return `${rps.toFixed(0)} requests/s  p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  errors ${errors}`
}
