/**
 * Every content page and collection file read from disk and checked as the server reads them
 * (content-files.server.ts), for `npm run content:check`: the same problems the content test finds,
 * without a server or a test run. The legal texts are read once per statistics configuration, since
 * each keeps other `{{#analytics …}}` passages, with and without webhooks (`{{#webhooks}}`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import PROMISES from '@content/data/promises.yaml'
import { describeConflict, promiseConflicts } from '@content/promise-check'
import { LANGUAGES } from '~/features/i18n/languages'
import { flattenDictionary, type Dictionary } from '~/features/i18n/translate'
import { readItems, readPages, type ActiveAnalytics, type ContentProblem } from './content-files.server'

const ANALYTICS: readonly ActiveAnalytics[] = ['none', 'clarity', 'hotjar']

/** `{ '/content/pages/about/v1/en.yaml': text }`, keyed as the server's import.meta.glob keys them. */
function filesUnder(root: string, folder: string, pattern: RegExp): Record<string, string> {
  const entries = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
  return Object.fromEntries(
    entries
      .map((entry) => `/${folder}/${entry.split(path.sep).join('/')}`)
      .filter((file) => pattern.test(file))
      .sort()
      .map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
  )
}

/** The interface texts (content/locales) that state a promise of content/data/promises.yaml differently. */
function interfacePromiseProblems(root: string): ContentProblem[] {
  return LANGUAGES.flatMap((language) => {
    const file = `/content/locales/${language}.json`
    const texts = Object.values(flattenDictionary(JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Dictionary))
    return promiseConflicts(PROMISES, texts.join('\n'), language).map((conflict) => ({ file, message: describeConflict(conflict) }))
  })
}

/** The content files' problems as `file: message` lines, each once; [] when all is well. */
export function checkContentFiles(root: string = process.cwd()): string[] {
  const problems: ContentProblem[] = []
  readPages(filesUnder(root, 'content/pages', /\.yaml$/), problems)
  const items = filesUnder(root, 'content/collections', /^\/content\/collections\/[^/]+\/[^/]+\.md$/)
  for (const analytics of ANALYTICS) for (const webhooks of [false, true]) readItems(items, problems, analytics, webhooks)
  problems.push(...interfacePromiseProblems(root))
  return [...new Set(problems.map((problem) => `${problem.file.replace(/^\//, '')}: ${problem.message}`))]
}
