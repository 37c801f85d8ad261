// `npm run cluster`: the deployment shape on one machine — a local PostgreSQL (Debian's server
// binaries), two app instances on two ports and nginx in front (deploy/nginx-site.conf). Runs
// until Ctrl-C. `PORT` (default 8080) is nginx's port; INSTANCES sets how many app servers.
// Every other setting (RATE_LIMIT_PER_MINUTE, NEWS_FEED_*, SMTP_*…) goes to the instances.
import { startCluster } from './lib/cluster.js'
import { ensureBuild } from './lib/ensure-build.js'

ensureBuild()
const { PORT, INSTANCES, ...passed } = process.env
const cluster = await startCluster({
  instances: Math.max(1, Math.min(8, Number(INSTANCES) || 2)),
  listenPort: Number(PORT) || 8080,
  env: { METRICS_TOKEN: passed.METRICS_TOKEN || 'cluster-metrics' },
})
console.log(`\nThe site: ${cluster.url}/ (Ctrl-C stops everything)`)
console.log(`Each instance: ${cluster.instances.map((instance) => `http://127.0.0.1:${instance.port}/readyz`).join('  ')}`)
let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await cluster.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
