// Load and faults through the deployment shape (not a test): PostgreSQL, two app instances and
// nginx (scripts/lib/cluster.js). 10,000 contact-form posts at concurrency 100 go through nginx
// while one instance gets SIGTERM (and is started again), the other is killed with SIGKILL (and
// started again) and PostgreSQL is restarted once. Then every address answered 201 must be a
// stored row, none stored twice. Prints posts/s, p50/p99, the statuses (5xx included; those
// during the SIGTERM as a figure of their own, target 0: a rolling restart costs no request) and page
// requests/s for /en through nginx beside GET /livez through nginx, measured in the same run.
// The rate limit is off (RATE_LIMIT_PER_MINUTE=0): every post comes from one address here.
// Env: BENCH_CLUSTER_TOTAL (10000), BENCH_CLUSTER_CONCURRENCY (100).
import pg from 'pg'
import { closedLoop, formatLoad } from '../bench-lib/closed-loop.js'
import { countOf, formatStatuses, postLeads, xsrfToken } from '../bench-lib/lead-load.js'
import { PROXY_FAIL_TIMEOUT_SECONDS, startCluster } from '../lib/cluster.js'
import { ensureBuild } from '../lib/ensure-build.js'
import { startFeedServer } from '../../tests/fixtures/feed-server.js'

const TOTAL = Number(process.env.BENCH_CLUSTER_TOTAL ?? 10_000)
const CONCURRENCY = Number(process.env.BENCH_CLUSTER_CONCURRENCY ?? 100)
const RUN = `faults-${Date.now()}`
const log = (line) => console.log(`  ${line}`)

ensureBuild()
const feeds = await startFeedServer(0)
const cluster = await startCluster({
  instances: 2,
  log,
  env: {
    RATE_LIMIT_PER_MINUTE: '0',
    // The faults make every instance log its refused posts with a stack: only crashes are shown.
    LOG_LEVEL: 'fatal',
    NEWS_FEED_TR: `${feeds.origin}/tr.xml`,
    NEWS_FEED_EN: `${feeds.origin}/en.xml`,
    NEWS_FEED_DE: `${feeds.origin}/de.xml`,
  },
})
let ok = true
try {
  const [first, second] = cluster.instances
  const token = await xsrfToken(cluster.url)
  const events = []
  // A rolling restart waits until the proxy sends visitors to the restarted instance again
  // before it stops the next one (nginx's passive check keeps it out for a moment).
  const backInRotation = () => new Promise((resolve) => setTimeout(resolve, (PROXY_FAIL_TIMEOUT_SECONDS + 0.5) * 1000))
  // One fault at a time: each waits for the one before to be over (the instance serving again),
  // so one instance always stays up, as in a rolling restart that meets a crash.
  let recovered = Promise.resolve()
  let busy = false
  const failures = new Map()
  // A rolling restart (SIGTERM, drain, start again) must cost no request: the figure to watch.
  let failedDuringSigterm = 0
  const at = (share, name, action) => ({ when: Math.floor(TOTAL * share), name, action, fired: false })
  const schedule = [
    at(0.15, 'SIGTERM to instance 1, then start it again', async () => {
      const code = await first.signal('SIGTERM')
      events.push(`instance 1 exited with ${code} after SIGTERM`)
      await first.start()
      await backInRotation()
    }),
    at(0.4, 'SIGKILL to instance 2, then start it again', async () => {
      const code = await second.signal('SIGKILL')
      events.push(`instance 2 ended by ${code}`)
      await second.start()
      await backInRotation()
    }),
    at(0.65, 'PostgreSQL restarted', async () => {
      await cluster.postgres.restart()
      events.push('PostgreSQL back')
    }),
  ]
  const started = performance.now()
  const result = await postLeads({
    base: cluster.url,
    run: RUN,
    count: TOTAL,
    concurrency: CONCURRENCY,
    token,
    onAnswer: (done, status) => {
      // Failed answers are told apart by the fault that was under way when they came.
      if (status !== 201) {
        const phase = busy ? schedule.findLast((candidate) => candidate.fired).name : 'between faults'
        if (phase === schedule[0].name && (status >= 500 || status === 0)) failedDuringSigterm++
        const key = `${status || 'no answer'} during ${phase}`
        failures.set(key, (failures.get(key) ?? 0) + 1)
      }
      const fault = schedule.find((candidate) => !candidate.fired)
      if (!fault || busy || done < fault.when) return
      fault.fired = true
      busy = true
      const t = ((performance.now() - started) / 1000).toFixed(1)
      events.push(`${t} s, after ${done} answers: ${fault.name}`)
      recovered = fault
        .action()
        .catch((error) => events.push(`${fault.name} failed: ${error.message}`))
        .finally(() => {
          busy = false
          events.push(`${((performance.now() - started) / 1000).toFixed(1)} s: recovered`)
        })
    },
  })
  await recovered
  for (const event of events) log(event)
  const missed = schedule.filter((fault) => !fault.fired)
  for (const fault of missed) log(`not reached before the load ended: ${fault.name}`)

  const client = new pg.Client({ connectionString: cluster.postgres.url })
  await client.connect()
  const rows = (await client.query(`select email, count(*)::int as n from leads where email like $1 group by email`, [`bench.${RUN}.%`])).rows
  await client.end()
  const stored = new Map(rows.map((row) => [row.email, row.n]))
  const lost = result.acknowledged.filter((email) => !stored.has(email)).length
  const duplicated = rows.filter((row) => row.n > 1).length
  const unacknowledged = rows.length - result.acknowledged.filter((email) => stored.has(email)).length
  const fiveHundreds = countOf(result.statuses, (status) => status >= 500)
  console.log(`lead posts through nginx: ${TOTAL} at concurrency ${CONCURRENCY} in ${result.seconds.toFixed(1)} s with the faults above`)
  log(`${(result.latencies.length / result.seconds).toFixed(0)} posts/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`)
  log(`statuses ${formatStatuses(result.statuses)}; network errors ${result.errors}; 5xx ${fiveHundreds}`)
  for (const [key, n] of failures) log(`  ${n} × ${key}`)
  log(`5xx or no answer during SIGTERM (rolling restart, drain ${cluster.drainSeconds} s): ${failedDuringSigterm} (target 0)`)
  log(`accepted (201) ${result.acknowledged.length}, stored ${rows.length}, lost ${lost}, duplicated ${duplicated}, stored without a 201 (answer cut by a fault) ${unacknowledged}`)
  ok = lost === 0 && duplicated === 0 && missed.length === 0

  // Pages through nginx once everything is back, beside the most trivial answer of the same stack.
  const baseline = await closedLoop({ connections: 8, seconds: 4, url: () => `${cluster.url}/livez` })
  const pages = await closedLoop({ connections: 8, seconds: 4, url: () => `${cluster.url}/en`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
  console.log('through nginx, 8 connections, 4 s each:')
  log(`baseline GET /livez: ${formatLoad(baseline)}`)
  log(`GET /en (page cache on): ${formatLoad(pages)}`)
} finally {
  await cluster.stop()
  await feeds.close()
}
console.log(ok ? 'cluster bench: OK (0 lost, 0 duplicated)' : 'cluster bench: PROBLEMS FOUND')
process.exit(ok ? 0 : 1)
