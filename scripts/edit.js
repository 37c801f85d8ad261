// `npm run edit`: the site and its content editor with the local backend, in one command
// (docs/decisions/024). The development server re-reads every content file on change, and the
// editor at http://localhost:3000/admin/ writes this working tree's files without a login.
// PORT picks another port; git commits what you saved.
import { spawn } from 'node:child_process'
import process from 'node:process'
import { ensureDecapAssets } from './decap-assets.js'
import { isLoopbackHost } from '../app/lib/loopback-host.js'

// The local backend writes this working tree without a sign-in: this machine only.
const host = process.env.HOST || '127.0.0.1'
if (!isLoopbackHost(host)) {
  console.error(`npm run edit listens on this machine only (127.0.0.1, localhost or ::1), not HOST=${host}: its editor writes files without a sign-in.`)
  process.exit(1)
}
ensureDecapAssets()
const port = process.env.PORT || '3000'
const child = spawn(process.execPath, ['server.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', EDITOR_BACKEND: 'local', PORT: port, HOST: host },
})
console.log(`content editor: http://localhost:${port}/admin/ (the site: http://localhost:${port}/tr)`)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
