// A production server's start on an empty embedded database, to a healthy /healthz (issue #57, not a
// test): with this machine's copy of an empty migrated database (db/pglite-template.server.ts) and,
// as the baseline in the same run, without one (PGlite's own initdb, as every start did before),
// each idle and beside two busy loops. The runs alternate, so a change in the machine's load meets
// both alike. Env: STARTUP_RUNS (3 per cell).
import { spawn } from 'node:child_process'
import process from 'node:process'
import { buildIfNeeded, startAppServer } from '../../tests/fixtures/app-server.js'

const RUNS = Number(process.env.STARTUP_RUNS ?? 3)
const NO_FEEDS = { NEWS_FEED_TR: 'http://127.0.0.1:9/tr.xml', NEWS_FEED_EN: 'http://127.0.0.1:9/en.xml', NEWS_FEED_DE: 'http://127.0.0.1:9/de.xml' }

buildIfNeeded()

/** Milliseconds from spawning the server to its first 200 from /healthz. */
async function timeStart(templateDir) {
  const started = performance.now()
  const app = await startAppServer({ ...NO_FEEDS, ...(templateDir ? { PGLITE_TEMPLATE_DIR: templateDir } : {}) }, { name: 'bench-startup', stderr: 'ignore' })
  for (;;) {
    const answer = await fetch(`${app.origin}/healthz`).catch(() => undefined)
    if (answer?.status === 200) break
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const ms = performance.now() - started
  await app.stop()
  return ms
}

/** Busy loops beside the server (each a process spinning at full speed), stopped by the returned function. */
function busyLoops(count) {
  const loops = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  return () => loops.forEach((loop) => loop.kill('SIGKILL'))
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

// Make sure this machine's copy exists (the first start on an empty folder keeps it).
await timeStart(undefined)

const rows = []
for (const [label, loops] of [['idle', 0], ['beside two busy loops', 2]]) {
  const stop = busyLoops(loops)
  const withCopy = []
  const withoutCopy = []
  try {
    for (let run = 0; run < RUNS; run++) {
      withCopy.push(await timeStart(undefined))
      // Without a copy: this start runs PGlite's initdb, as every start did before.
      withoutCopy.push(await timeStart('off'))
    }
  } finally {
    stop()
  }
  rows.push({ label, withCopy, withoutCopy })
}

console.log(`\nStart of a production server on an empty database to a healthy /healthz, median of ${RUNS} (each run's figures in brackets):`)
for (const { label, withCopy, withoutCopy } of rows) {
  console.log(`  ${label.padEnd(22)} from the copy ${seconds(median(withCopy)).padStart(7)} [${withCopy.map(seconds).join(', ')}]   PGlite's initdb (baseline) ${seconds(median(withoutCopy)).padStart(7)} [${withoutCopy.map(seconds).join(', ')}]`)
}
