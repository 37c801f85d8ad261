// `npm run bench`: runs every benchmark in scripts/bench/ in turn and prints their figures.
// Benchmarks report numbers; they are not tests and never fail the build on speed.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

const dir = path.resolve('scripts/bench')
const only = process.argv[2]
const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.(m?js)$/.test(f) && (!only || f.includes(only))).sort() : []
if (files.length === 0) console.log('No benchmarks found in scripts/bench/.')
let failures = 0
for (const file of files) {
  console.log(`\n=== ${file}`)
  const result = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' })
  if (result.status !== 0) failures++
}
process.exit(failures ? 1 : 0)
