// `npm run content:check`: the site's data files (content/data/*.yaml, each with its schema and what
// they say about each other; the client logos' drawings as their sprites take them) and every
// content page and collection file, checked as the build and the server read them. Prints each
// problem with its file and field; exits 1 on any. `npm test` runs it first. The TypeScript
// checkers run in Vite with the unit tests' config (its aliases and the data files' plugin).
import { createServer } from 'vite'

const server = await createServer({
  configFile: 'vitest.config.ts',
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})

let problems
let note = ''

/** The client logos' files, composed into their sprites as the build does: a file it cannot take is named. */
async function clientLogoProblems() {
  const { buildClientLogoSprites, LogoFileError } = await server.ssrLoadModule('/content/client-logo-sprites.server.ts')
  try {
    buildClientLogoSprites()
    return []
  } catch (error) {
    if (error instanceof LogoFileError) return [error.message]
    throw error
  }
}

try {
  const { checkDataFiles, formatProblem } = await server.ssrLoadModule('/content/data-check.server.ts')
  problems = checkDataFiles().map(formatProblem)
  if (problems.length === 0) problems = await clientLogoProblems()
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
