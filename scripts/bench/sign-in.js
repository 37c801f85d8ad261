// Sign-in throughput (issue 17): successful sign-ins per second through the production server
// (form post → Argon2id verification → new session row → 303), beside two baselines measured in
// the same run: GET /healthz (no work) and a malformed sign-in post (the same route and form
// parsing, refused by the schema before any hashing). A wrong password for an address that has no
// account is measured too: it must cost about as much as a real sign-in (no account enumeration
// by timing). Prints figures; never fails on speed. Target on this 2-core machine: ≥ 50 sign-ins/s.
// Env: SIGN_IN_BENCH_SECONDS (8), SIGN_IN_BENCH_CONNECTIONS (8).
import { readFileSync } from 'node:fs'
import process from 'node:process'
import { buildIfNeeded, startAppServer } from '../../tests/fixtures/app-server.js'
import { closedLoop, formatLoad } from '../bench-lib/closed-loop.js'

const SECONDS = Number(process.env.SIGN_IN_BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.SIGN_IN_BENCH_CONNECTIONS ?? 8)
const DEMO = { email: 'bench-demo@example.com', password: 'bench demo password 2026' }

// The cost in use, read from the one place that sets it.
const options = /PASSWORD_HASH_OPTIONS = (\{[^}]*\})/.exec(readFileSync('app/features/accounts/password.server.ts', 'utf8'))?.[1]

buildIfNeeded()
const app = await startAppServer({ DEMO_ACCOUNT_EMAIL: DEMO.email, DEMO_ACCOUNT_PASSWORD: DEMO.password }, { name: 'bench-sign-in', stderr: 'ignore' })
const signIn = `${app.origin}/en/auth/sign-in`
const headers = { origin: app.origin, 'content-type': 'application/x-www-form-urlencoded' }
const form = (fields) => () => new URLSearchParams(fields).toString()

async function run(label, options) {
  const result = await closedLoop({ connections: CONNECTIONS, seconds: SECONDS, ...options })
  console.log(`${label.padEnd(46)} ${formatLoad(result)}`)
}

try {
  // The demo account is created just after the server starts listening: wait for it.
  for (let attempt = 0; ; attempt++) {
    const answer = await fetch(signIn, { method: 'POST', headers, body: form(DEMO)(), redirect: 'manual' })
    if (answer.status === 303) break
    if (attempt > 100) throw new Error(`the demo account cannot sign in (${answer.status})`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  console.log(`Argon2id ${options ?? '(parameters not found)'}; ${CONNECTIONS} connections, ${SECONDS} s each`)
  await run('baseline GET /healthz', { url: () => `${app.origin}/healthz` })
  await run('baseline malformed sign-in post (400, no hash)', { url: () => signIn, headers, body: form({ email: 'not an address', password: '' }), expect: 400 })
  await run('sign-in, right password (303 + session)', { url: () => signIn, headers, body: form(DEMO), expect: 303 })
  await run('sign-in, address without account (400)', { url: () => signIn, headers, body: form({ email: 'nobody@example.com', password: DEMO.password }), expect: 400 })
} finally {
  await app.stop()
}
process.exit(0)
