// `npm run test:busy [-- --times 3]`: the whole test suite (`npm test`) while busy loops take
// every core of the machine, as on a developer's laptop with other work running or a shared CI
// runner. The suite must stay green: tests control time (held fixtures, polls) instead of racing.
import { spawn, spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'

const { values } = parseArgs({ options: { times: { type: 'string', default: '1' }, hogs: { type: 'string' } } })
const times = Math.max(1, Number(values.times) || 1)
const hogCount = Math.max(1, Number(values.hogs) || availableParallelism())

// Each hog is a process spinning at full speed (nice 0, like the test processes).
const hogs = Array.from({ length: hogCount }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
const stopHogs = () => hogs.forEach((hog) => hog.kill('SIGKILL'))
process.on('exit', stopHogs)
process.on('SIGINT', () => process.exit(130))
// The tests get about cores / (cores + hogs) of the CPU: their time limits grow by the inverse
// (tests/fixtures/slowness.js); what they check stays the same.
const slowness = Number(process.env.TEST_SLOWNESS) || (availableParallelism() + hogCount) / availableParallelism()
console.log(`${hogCount} busy loop${hogCount === 1 ? '' : 's'} running beside the tests (time limits × ${slowness})`)

const results = []
for (let run = 1; run <= times; run++) {
  console.log(`\n=== busy run ${run} of ${times}`)
  const started = Date.now()
  const status = spawnSync(process.execPath, ['scripts/test.js'], { stdio: 'inherit', env: { ...process.env, TEST_SLOWNESS: String(slowness) } }).status ?? 1
  results.push(`run ${run}: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 60_000).toFixed(1)} min`)
}
stopHogs()
console.log(`\n${results.join('\n')}`)
process.exit(results.every((line) => line.includes('passed')) ? 0 : 1)
