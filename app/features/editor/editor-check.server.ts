/**
 * The editor's check before a save (docs/decisions/024): the files an entry would write, read by
 * the same functions as the build and `npm run content:check` (content-files.server.ts, the data
 * schemas), plus the links the content test checks. Each problem names its file and field, e.g.
 * `content/pages/home/tr.yaml: sections.0.title: Too small: …`.
 */
import { parse as parseYaml } from 'yaml'
import { DATA_SCHEMAS, type DataFileName } from '@content/data-schema'
import { readItems, readPages, type ContentProblem } from '~/features/content/content-files.server'
import { resolveContentPath } from '~/features/content/content.server'
import { LANGUAGES } from '~/features/i18n/languages'

/** Site paths that are routes of their own, not content pages (app/routes.ts). */
const APP_PATHS = [
  '/search', '/blog/grid', '/blog/list-sidebar', '/shop/index', '/shop/grid', '/shop/cart', '/shop/empty-cart', '/shop/checkout',
  '/account/wishlist', '/account/order-history', '/account/profile', '/account/security', '/account/notifications', '/account/projects',
  '/account/payment-details', '/account/delete-profile', '/auth/sign-in', '/auth/sign-up', '/auth/forgot-password', '/pages-logout',
]

/** Whether a site path (without language; `?` and `#` ignored) is a page of the site in every language. */
function isSitePage(target: string): boolean {
  const [path = ''] = target.split(/[?#]/)
  if (path === '' || APP_PATHS.includes(path.replace(/\/+$/, '')) || /^\/shop\/single\/\d+$/.test(path)) return true
  return LANGUAGES.every((language) => resolveContentPath(path, new URLSearchParams(), language).kind === 'page')
}

const LINK_KEYS = new Set(['to', 'detailPath', 'canonical', 'url'])

/** Every site path a value links to, with its field path (`sections.3.actions.0.to`). */
function linksIn(value: unknown, path: (string | number)[] = []): { path: string; to: string }[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => linksIn(entry, [...path, index]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, entry]) => linksIn(entry, [...path, key]))
  const key = path.at(-1)
  return typeof value === 'string' && typeof key === 'string' && LINK_KEYS.has(key) && value.startsWith('/') ? [{ path: path.join('.'), to: value }] : []
}

function brokenLinks(file: string, data: unknown): ContentProblem[] {
  return linksIn(data)
    .filter((link) => !isSitePage(link.to))
    .map((link) => ({ file, message: `${link.path}: "${link.to}" is not a page of the site` }))
}

/** `/content/pages/home/tr.yaml` → `content/pages/home/tr.yaml`. */
const shown = (file: string) => file.replace(/^\//, '')

/**
 * The problems of the files an entry would write: `files` maps each path (`content/pages/home/tr.yaml`)
 * to its text. A page or collection item needs all three languages; a data file is checked alone.
 */
export function checkEntryFiles(files: Record<string, string>): string[] {
  const problems: ContentProblem[] = []
  const keyed = Object.fromEntries(Object.entries(files).map(([file, text]) => [`/${file.replace(/^\//, '')}`, text]))
  const pages = Object.fromEntries(Object.entries(keyed).filter(([file]) => file.startsWith('/content/pages/')))
  const items = Object.fromEntries(Object.entries(keyed).filter(([file]) => file.startsWith('/content/collections/')))
  if (Object.keys(pages).length > 0) {
    readPages(pages, problems)
    for (const [file, text] of Object.entries(pages)) {
      try {
        problems.push(...brokenLinks(file, parseYaml(text)))
      } catch {
        // readPages named it already.
      }
    }
  }
  if (Object.keys(items).length > 0) {
    const table = readItems(items, problems)
    for (const byLanguage of Object.values(table).flatMap((map) => [...map.values()])) {
      for (const language of LANGUAGES) {
        const item = byLanguage[language]
        const file = `/content/collections/${item.collection}/${item.slug}.${language}.md`
        problems.push(...brokenLinks(file, item.data))
        for (const match of item.html.matchAll(/href="\/[a-z]{2}(\/[^"]*)"/g)) {
          if (!isSitePage(match[1]!)) problems.push({ file, message: `body: the link "${match[1]}" is not a page of the site` })
        }
      }
    }
  }
  for (const [file, text] of Object.entries(keyed)) {
    const data = /^\/content\/data\/([a-z-]+\.yaml)$/.exec(file)?.[1]
    if (data && data in DATA_SCHEMAS) {
      let raw: unknown
      try {
        raw = parseYaml(text)
      } catch (error) {
        problems.push({ file, message: `not YAML: ${(error as Error).message.split('\n')[0]}` })
        continue
      }
      const parsed = DATA_SCHEMAS[data as DataFileName].safeParse(raw)
      if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => ({ file, message: `${issue.path.join('.') || '(top)'}: ${issue.message}` })))
      else problems.push(...brokenLinks(file, raw))
    } else if (/^\/content\/locales\/[a-z]{2}\.json$/.test(file)) {
      problems.push(...checkTexts(file, text, keyed))
    } else if (!file.startsWith('/content/pages/') && !file.startsWith('/content/collections/') && !file.startsWith('/content/data/')) {
      problems.push({ file, message: 'the editor writes only content/pages, content/collections, content/data and content/locales' })
    }
  }
  // A page or item given in every language that is `missing in` one is the same problem again: its file's own is listed.
  const given = (name: string) => Object.keys(keyed).some((file) => file.startsWith(`/${name.replace(/^\//, '')}`))
  return [
    ...new Set(
      problems
        .filter((problem) => !(/^missing in /.test(problem.message) && given(problem.file)))
        .map((problem) => `${shown(problem.file)}: ${problem.message.replace(/Invalid input: expected \w+, received undefined/g, 'required: fill it in')}`),
    ),
  ]
}

function flatKeys(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).flatMap(([key, entry]) => flatKeys(entry, `${prefix}${key}.`))
  return [[prefix.slice(0, -1), value]]
}

/** A locale file: every text filled in, and the same keys as the Turkish one. */
function checkTexts(file: string, text: string, files: Record<string, string>): ContentProblem[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return [{ file, message: `not JSON: ${(error as Error).message}` }]
  }
  const problems: ContentProblem[] = flatKeys(parsed)
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => ({ file, message: `${key}: the text is empty` }))
  const turkish = files['/content/locales/tr.json']
  if (turkish && file !== '/content/locales/tr.json') {
    const keys = new Set(flatKeys(JSON.parse(turkish)).map(([key]) => key))
    const own = new Set(flatKeys(parsed).map(([key]) => key))
    for (const key of keys) if (!own.has(key)) problems.push({ file, message: `${key}: missing (tr.json has it)` })
    for (const key of own) if (!keys.has(key)) problems.push({ file, message: `${key}: tr.json does not have it` })
  }
  return problems
}
