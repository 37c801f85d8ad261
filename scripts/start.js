// `npm start`: builds the production bundle when it is missing or older than the sources,
// then runs the server. Keeps `npm install && npm start` a one-step deploy on a fresh machine.
import { ensureBuild } from './lib/ensure-build.js'

ensureBuild()
await import('../server.js')
