// Builds the production bundle when it is missing or older than the sources: `npm start`,
// `npm run migrate` and `npm run cluster` all run on a fresh clone in one step.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const BUILD_ENTRY = 'build/server/index.js'
const SOURCES = ['app', 'content', 'db', 'server', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts']

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

export function ensureBuild() {
  const buildTime = existsSync(BUILD_ENTRY) ? statSync(BUILD_ENTRY).mtimeMs : 0
  const sourceTime = Math.max(...SOURCES.map(newestMtime))
  if (buildTime !== 0 && sourceTime <= buildTime) return
  console.log(buildTime === 0 ? 'No build found: building…' : 'Sources changed since the last build: rebuilding…')
  const result = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
