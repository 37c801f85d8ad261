// `npm run content:check`: the site's data files (content/data/*.yaml, each with its schema and what
// they say about each other) and every content page and collection file, checked as the build and
// the server read them. Prints each problem with its file and field; exits 1 on any. `npm test`
// runs it first. The TypeScript checkers run in Vite with the unit tests' config (its aliases and
// the data files' plugin).
import { createServer } from 'vite'

const server = await createServer({
  configFile: 'vitest.config.ts',
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})

let problems
let note = ''
try {
  const { checkDataFiles, formatProblem } = await server.ssrLoadModule('/content/data-check.server.ts')
  problems = checkDataFiles().map(formatProblem)
  if (problems.length > 0) {
    note = "\n(content pages and collections not checked: they name the data files' facts)"
  } else {
    const { checkContentFiles } = await server.ssrLoadModule('/app/features/content/content-check.server.ts')
    problems = checkContentFiles()
  }
} finally {
  await server.close()
}

if (problems.length > 0) {
  console.error(`content:check found ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((line) => `  ${line}`).join('\n')}${note}`)
  process.exit(1)
}
console.log('content:check: data files, content pages and collections are valid')
