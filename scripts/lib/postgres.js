// A throw-away PostgreSQL server from Debian's server binaries, for the integration tests
// (tests/integration/helpers/postgres.ts), `npm run cluster` and the load-and-fault benchmark.
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/** Debian puts the server binaries (initdb, pg_ctl) outside PATH, one folder per major version. */
function findPgBin() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'pg_ctl'))) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl'))) : []
  versions.sort((a, b) => Number(b) - Number(a))
  if (versions[0]) return path.join(root, versions[0], 'bin')
  throw new Error(
    'PostgreSQL server binaries not found (looked for /usr/lib/postgresql/<version>/bin/pg_ctl and $PG_BIN). ' +
      'Install them with `apt-get install -y postgresql` (.ci/run does this) — these tests never skip.',
  )
}

/** A port nothing listens on right now (it may be taken before it is used: callers retry). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * A throw-away PostgreSQL server in a temp folder on a free loopback port. PostgreSQL refuses
 * to run as root, so as root the server runs as the `postgres` user the Debian package creates.
 * `restart` stops it (fast: open connections are cut, as in a real restart) and starts it again
 * on the same port (`halt` and `resume` are its two halves); `stop` removes it with its data.
 *
 * @returns {Promise<{ url: string; port: number; halt: () => Promise<unknown>; resume: () => Promise<unknown>; restart: () => Promise<void>; stop: () => void }>}
 */
export async function startTestPostgres() {
  const bin = findPgBin()
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-pg-'))
  const dataDir = path.join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  const run = (command, args) => {
    const file = path.join(bin, command)
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', file, ...args], { encoding: 'utf8' })
      : spawnSync(file, args, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error?.message}`)
  }
  // The restart runs beside a load (the benchmark): it must not block the caller's event loop.
  const runInBackground = (command, args) => {
    const file = path.join(bin, command)
    return asRoot ? promisify(execFile)('runuser', ['-u', 'postgres', '--', file, ...args]) : promisify(execFile)(file, args)
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
  let port = 0
  const startArgs = () => [
      '-D', dataDir, '-w', '-t', '30', '-l', path.join(dir, 'server.log'),
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]
  const start = () => run('pg_ctl', startArgs())
  for (let attempt = 0; attempt < 3; attempt++) {
    port = await freePort()
    try {
      start()
      break
    } catch (error) {
      if (attempt === 2) throw error
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Stops the server as an administrator would (open connections are cut). */
    halt: () => runInBackground('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    /** Starts it again after `halt`, on the same port. */
    resume: () => runInBackground('pg_ctl', startArgs()),
    restart: async () => {
      await runInBackground('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      await runInBackground('pg_ctl', startArgs())
    },
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
