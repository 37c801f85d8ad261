// `npm test`: every test — the content check, lint, unit and integration (Vitest), then end-to-end (Playwright in
// Debian's Chromium headless shell against the production build). Installs it, and Java for the W3C
// HTML checker, with apt-get when missing. `npm test unit` or `npm test e2e [playwright args]` runs one part.
// The site's code runs on Node 24 LTS, what deployments run (the npm registry's `node` package): Vitest
// and every server the e2e tests start. The tools (content check, lint, build) run on this machine's Node.
// Ends with one line "tests: N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
const reports = mkdtempSync(path.join(tmpdir(), 'site-test-reports-'))

/** Where the run's time went (issue #57): each step's wall time, printed at the end of every run. */
const timings = []
const runStarted = Date.now()

function run(command, args, env = {}, step = [command, ...args].slice(0, 3).join(' ')) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  const started = Date.now()
  const status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  timings.push({ step, seconds: (Date.now() - started) / 1000 })
  return status
}

/**
 * The seconds each e2e spec file's tests took, summed over its tests and projects (two workers run
 * side by side, so the sum is more than the wall time): where to look when the suite grows slow.
 */
function specSeconds(suites = [], file = undefined, totals = new Map()) {
  for (const suite of suites) {
    const here = suite.file ?? file
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
        const key = `${here} [${test.projectName}]`
        totals.set(key, (totals.get(key) ?? 0) + ms / 1000)
      }
    }
    specSeconds(suite.suites, here, totals)
  }
  return totals
}
let e2eSpecSeconds = new Map()

function printTimings() {
  const format = (seconds) => `${(seconds / 60) >= 1 ? `${Math.floor(seconds / 60)} min ` : ''}${Math.round(seconds % 60)} s`
  console.log('\nTime per step (wall):')
  for (const { step, seconds } of timings) console.log(`  ${format(seconds).padStart(12)}  ${step}`)
  console.log(`  ${format((Date.now() - runStarted) / 1000).padStart(12)}  npm test in all`)
  if (e2eSpecSeconds.size) {
    console.log('E2e spec files, the 12 slowest (test time summed over both workers):')
    for (const [spec, seconds] of [...e2eSpecSeconds].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${format(seconds).padStart(12)}  ${spec}`)
  }
}

/** Installs a Debian package with apt-get (as root, or through sudo), or stops the run. */
function aptInstall(pkg, what) {
  console.log(`${what} not found: installing Debian package "${pkg}"…`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { DEBIAN_FRONTEND: 'noninteractive' })
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', pkg]) !== 0) {
    console.error(`Could not install ${what} with apt-get.`)
    process.exit(1)
  }
}

/** The HTML conformance test (tests/e2e/html-conformance.spec.ts) runs the W3C checker with Java. */
function ensureJava() {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) aptInstall('default-jre-headless', 'Java (for the W3C HTML checker)')
}

function ensureChromium() {
  if (!existsSync(CHROMIUM)) aptInstall('chromium-headless-shell', "Chromium's headless shell")
}

/**
 * The environment that runs the site's code on Node 24 LTS: its `bin` folder first on the PATH, so
 * `node` (Vitest's workers, the servers Playwright and the fixtures start) is Node 24. Once per run,
 * instead of running the suites once on this machine's Node 20 and again on 24 (issue #57,
 * docs/decisions/030). Offline, outside CI, the suites run on this machine's Node with a warning.
 */
function deploymentNode() {
  const found = spawnSync('npx', ['-y', '-p', 'node@24', '--', 'node', '-p', 'process.execPath'], { encoding: 'utf8' })
  const binary = found.status === 0 ? found.stdout.trim() : ''
  if (!binary) {
    console.error('Node 24 (the npm registry\'s `node` package) could not be fetched.')
    if (process.env.CI) process.exit(1)
    console.error('Running the suites on this machine\'s Node instead.')
    return {}
  }
  console.log(`The site's code runs on ${spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim()} (${binary}).`)
  return { PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}` }
}
const onNode24 = deploymentNode()

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

const only = process.argv[2] // "unit" or "e2e" to run one part
let passed = 0
let failed = 0
let exitCode = 0
/** What failed, with the start of its error, repeated at the very end: CI keeps only the tail of the output. */
const failures = []

/** The first lines of a test's error, without colour codes: enough to tell a race from a defect. */
function errorExcerpt(message) {
  if (!message) return ''
  // eslint-disable-next-line no-control-regex
  const lines = String(message).replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim())
  return lines.slice(0, 12).map((line) => `      ${line.slice(0, 240)}`).join('\n')
}
const withExcerpt = (name, message) => [name, errorExcerpt(message)].filter(Boolean).join('\n')

/** Failed tests in Vitest's JSON report. */
function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => withExcerpt(`${path.relative(process.cwd(), file.name)} › ${test.fullName}`, test.failureMessages?.[0])),
  )
}

/** Tests in Playwright's JSON report whose outcome was unexpected. */
function playwrightFailures(suites = [], titles = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...titles, suite.title] : titles
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results?.findLast((result) => result.error)?.error
          return withExcerpt(`[${test.projectName}] ${[...here, spec.title].join(' › ')}`, error?.message ?? error?.value)
        }),
    )
    return [...own, ...playwrightFailures(suite.suites, here)]
  })
}

if (!only || only === 'unit') {
  // The data files and content files first (scripts/content-check.js): a broken file is named with
  // its field, before any test trips over it. Counted as one check.
  if (run('node', ['scripts/content-check.js'], {}, 'content check') === 0) passed += 1
  else {
    failed += 1
    exitCode = 1
    failures.push('content:check')
  }
  // Lint (import boundaries included, eslint.config.js) and the dead-code check (knip.ts), as
  // `npm run lint` runs them: counted as one check.
  if (run('npm', ['run', '--silent', 'lint'], {}, 'lint (folder cycles, ESLint, knip)') === 0) passed += 1
  else {
    failed += 1
    exitCode = 1
    failures.push('lint')
  }
  const vitestReport = path.join(reports, 'vitest.json')
  const status = run('node', ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], onNode24, 'vitest (unit and integration)')
  const report = readJson(vitestReport)
  passed += report?.numPassedTests ?? 0
  failed += report?.numFailedTests ?? (status === 0 ? 0 : 1)
  if (status !== 0) exitCode = 1
  failures.push(...vitestFailures(report))
  if (status !== 0 && !report) failures.push('vitest (no report)')
}

if (!only || only === 'e2e') {
  ensureChromium()
  ensureJava()
  if (run('npx', ['react-router', 'build'], { NODE_ENV: 'production' }, 'production build') !== 0) {
    console.error('Build failed.')
    process.exit(1)
  }
  const playwrightReport = path.join(reports, 'playwright.json')
  const status = run('node', ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(3)], { ...onNode24, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }, 'playwright (e2e)')
  const playwright = readJson(playwrightReport)
  e2eSpecSeconds = specSeconds(playwright?.suites)
  const stats = playwright?.stats
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  failed += stats?.unexpected ?? (status === 0 ? 0 : 1)
  if (status !== 0) exitCode = 1
  failures.push(...playwrightFailures(playwright?.suites))
  if (status !== 0 && !playwright) failures.push('playwright (no report)')
}

printTimings()
if (failures.length) console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(exitCode)
