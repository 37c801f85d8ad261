// Shared by the benchmarks: builds if needed and starts a production server on a free port.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import process from 'node:process'

export function buildIfNeeded() {
  if (existsSync('build/server/index.js')) return
  console.log('building…')
  spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' })
}

/**
 * `node server.js` with its own empty database and the given environment; resolves with its
 * origin once it logs that it listens. `host` names the origin (`localhost` is a secure context
 * for the browser, as HTTPS would be in production).
 */
export async function startApp(env = {}, { host = '127.0.0.1', name = 'bench', stderr = 'inherit' } = {}) {
  const child = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `${name}-`)),
      ...env,
    },
    stdio: ['ignore', 'pipe', stderr],
  })
  const port = await new Promise((resolve, reject) => {
    let buffer = ''
    child.stdout.on('data', (chunk) => {
      buffer += chunk
      const line = buffer.split('\n').find((l) => l.includes('server listening'))
      if (line) resolve(JSON.parse(line).port)
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  child.stdout.resume()
  return { origin: `http://${host}:${port}`, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) }
}
