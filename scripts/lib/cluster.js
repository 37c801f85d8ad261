// The deployment shape on one machine: a PostgreSQL server, N app instances (`node server.js`)
// on N ports sharing it, and nginx in front with deploy/nginx-site.conf. Used by `npm run
// cluster` and the load-and-fault benchmark (scripts/bench/cluster-faults.js).
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startTestPostgres } from './postgres.js'

/**
 * nginx takes an instance that refused a connection out of rotation for this long (its passive
 * health check): a restarted instance gets visitors again at most this much after it is ready.
 */
export const PROXY_FAIL_TIMEOUT_SECONDS = 1

/** SHUTDOWN_DRAIN_SECONDS of every instance (an `env` given to startCluster may override it). */
const DRAIN_SECONDS = 2

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file))

async function waitFor(url, { timeoutMs = 60_000, status = 200 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const answer = await fetch(url).then((response) => response.status, () => 0)
    if (answer === status) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`)
}

function ensureNginx() {
  if (NGINX) return NGINX
  throw new Error('nginx not found: install Debian\'s package (`apt-get install -y nginx-light`).')
}

/**
 * One app instance: `start` spawns it and resolves when /readyz answers 200; `signal` sends a
 * signal and resolves with the exit code once the process has ended.
 */
function appInstance({ port, env, log }) {
  let child
  let exited = Promise.resolve(null)
  const instance = {
    port,
    get pid() {
      return child?.pid
    },
    async start() {
      child = spawn(process.execPath, ['server.js'], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
      await waitFor(`http://127.0.0.1:${port}/readyz`)
      log?.(`instance :${port} ready (pid ${child.pid})`)
    },
    async signal(name) {
      if (!child || child.exitCode !== null || child.signalCode !== null) return exited
      child.kill(name)
      return exited
    },
  }
  return instance
}

/**
 * Starts the cluster. `env` goes to every instance (rate limit, feeds…). Resolves with the
 * proxy's URL, the instances, the PostgreSQL server and `stop`.
 */
export async function startCluster({ instances = 2, listenPort, env = {}, log = console.log } = {}) {
  const nginx = ensureNginx()
  const dir = mkdtempSync(path.join(tmpdir(), 'site-cluster-'))
  const cleanup = []
  const stop = async () => {
    for (const step of cleanup.reverse()) await step()
    // KEEP_CLUSTER_DIR=1 keeps nginx's error log and the configuration for a look afterwards.
    if (!process.env.KEEP_CLUSTER_DIR) rmSync(dir, { recursive: true, force: true })
  }
  try {
    const postgres = await startTestPostgres()
    cleanup.push(() => postgres.stop())
    log(`PostgreSQL on ${postgres.url}`)
    const ports = []
    for (let i = 0; i < instances; i++) ports.push(await freePort())
    const instanceEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      DATA_DIR: path.join(dir, 'data'),
      // nginx on this machine is the one hop in front; the instances listen on 127.0.0.1.
      TRUST_PROXY: '1',
      // A SIGTERM'd instance keeps serving for this long, answering Connection: close, so nginx's
      // keep-alive connections to it end cleanly before its listener closes (a rolling restart
      // costs no request; see server/graceful-shutdown.ts).
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      LOG_LEVEL: 'warn',
      ...env,
    }
    const apps = ports.map((port) => appInstance({ port, env: instanceEnv, log }))
    cleanup.push(() => Promise.all(apps.map((app) => app.signal('SIGTERM'))))
    // Started together on purpose: the migration lock lets exactly one of them migrate.
    await Promise.all(apps.map((app) => app.start()))

    const proxyPort = listenPort ?? (await freePort())
    const site = readFileSync(path.resolve('deploy/nginx-site.conf'), 'utf8')
      .replaceAll('{{LISTEN}}', `127.0.0.1:${proxyPort}`)
      .replaceAll('{{UPSTREAMS}}', ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=${PROXY_FAIL_TIMEOUT_SECONDS}s;`).join('\n    '))
    for (const temp of ['body', 'proxy']) {
      mkdirSync(path.join(dir, temp))
      chmodSync(path.join(dir, temp), 0o777)
    }
    writeFileSync(path.join(dir, 'site.conf'), site)
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/proxy;
  scgi_temp_path ${dir}/proxy;
  include ${dir}/site.conf;
}
`,
    )
    const check = spawnSync(nginx, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' })
    if (check.status !== 0) throw new Error(`nginx refused the configuration: ${check.stderr}`)
    const proxy = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] })
    const proxyExited = new Promise((resolve) => proxy.once('exit', resolve))
    cleanup.push(async () => {
      proxy.kill('SIGQUIT')
      await proxyExited
    })
    const url = `http://127.0.0.1:${proxyPort}`
    await waitFor(`${url}/readyz`)
    log(`nginx on ${url} → ${ports.map((port) => `:${port}`).join(', ')}`)
    return { url, instances: apps, postgres, dir, stop, drainSeconds: Number(instanceEnv.SHUTDOWN_DRAIN_SECONDS) }
  } catch (error) {
    await stop()
    throw error
  }
}
