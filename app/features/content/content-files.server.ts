/**
 * Reading the content files: page YAML (content/pages/<path>/<lang>.yaml) and collection Markdown
 * with front matter (content/collections/<collection>/<slug>.<lang>.md). Every file is validated
 * against page-schema.ts and the three languages of a page or item must have the same structure;
 * what is wrong is collected as messages naming the file, so a test (and the server's start)
 * reports all problems at once.
 */
import { COMPANY } from '@content/company'
import PROMISES from '@content/data/promises.yaml'
import { describeConflict, fillPromises, promiseConflicts } from '@content/promise-check'
import { Marked, type Tokens } from 'marked'
import { parse as parseYaml } from 'yaml'
import type * as z from 'zod'
import { isLanguage, LANGUAGES, type Language } from '~/features/i18n/languages'
import { localizePath } from '~/features/i18n/localize-path'
import { COLLECTIONS, FRONT_MATTER, PageSchema, type AnyCollectionItem, type CollectionName, type Page } from './page-schema'

export type ContentProblem = { file: string; message: string }

/**
 * Values that name things (not prose): the same in every language of a page or item. (A help
 * article's `category` is an id too, but an integration's is a label: the content test checks the
 * help categories against the help center's ids instead.)
 */
export const NAMING_KEYS: ReadonlySet<string> = new Set([
  'type', 'anchor', 'variant', 'layout', 'icon', 'motif', 'to', 'collection', 'filter', 'detailPath', 'slug', 'kind', 'param',
  'id', 'service', 'product', 'products', 'tone', 'employmentType', 'country', 'date', 'datePosted', 'validThrough', 'updated', 'name', 'client', 'style',
])

/**
 * The shape of a value with its prose blanked out: keys, list lengths, numbers, booleans and the
 * naming values above stay, so two languages compare equal exactly when only their texts differ.
 */
function structureOf(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((entry) => structureOf(entry, key))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, structureOf((value as Record<string, unknown>)[k], k)]))
  }
  if (typeof value === 'string') return NAMING_KEYS.has(key) ? value : '‹text›'
  return value
}

/** The first place where two structures differ, as a path (`sections.2.items`), or null. */
function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    if (Array.isArray(a) && a.length !== (b as unknown[]).length) return `${path || '(top)'}: ${a.length} entries vs ${(b as unknown[]).length}`
    for (const k of keys) {
      const difference = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k)
      if (difference) return difference
    }
  }
  return `${path || '(top)'}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`).join('; ')
}

/** One Markdown renderer per language: site links get the language, raw HTML is shown as text. */
const MARKDOWN = Object.fromEntries(
  LANGUAGES.map((language) => {
    const marked = new Marked({
      gfm: true,
      walkTokens(token) {
        if (token.type === 'link' && (token as Tokens.Link).href.startsWith('/')) {
          const link = token as Tokens.Link
          link.href = localizePath(link.href, language)
        }
      },
      renderer: {
        // Our own texts, but a stray tag must not become markup (and the CSP forbids inline code anyway).
        html: ({ text }) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!),
      },
      hooks: {
        // A wide table (the cookie list) scrolls sideways on a phone instead of squeezing its
        // words letter by letter; the scroller takes keyboard focus so it can be scrolled without a mouse.
        postprocess: (html) => html.replaceAll('<table>', '<div class="table-scroll" tabindex="0"><table>').replaceAll('</table>', '</table></div>'),
      },
    })
    return [language, marked]
  }),
) as Record<Language, Marked>

export function renderMarkdown(markdown: string, language: Language): string {
  return MARKDOWN[language].parse(markdown, { async: false })
}

const COMPANY_FACT = /\{\{\s*company\.([A-Za-z.]+)\s*\}\}/g

/**
 * A content file with the company's facts filled in: `{{company.phone}}` becomes COMPANY.phone
 * (content/company.ts, from content/data), so each fact is written once. Filled in the source, before YAML or front
 * matter is parsed; a placeholder that names no fact is a problem of the file.
 */
export function fillCompanyFacts(source: string, file: string, problems: ContentProblem[]): string {
  return source.replace(COMPANY_FACT, (placeholder, path: string) => {
    const value = path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), COMPANY)
    if (typeof value === 'string') return value
    problems.push({ file, message: `${placeholder} names no fact of COMPANY (content/data/company.yaml and site.yaml)` })
    return placeholder
  })
}

/**
 * A content file with its facts filled in (the company's, and the promises of
 * content/data/promises.yaml in the file's language), and each sentence that states a promise
 * differently named as a problem of the file: a page refers to a promise or says it as registered.
 */
function fillFacts(source: string, file: string, language: Language, problems: ContentProblem[]): string {
  const filled = fillPromises(PROMISES, fillCompanyFacts(source, file, problems), language, (placeholder) =>
    problems.push({ file, message: `${placeholder} names no promise of content/data/promises.yaml` }),
  )
  for (const conflict of promiseConflicts(PROMISES, filled, language)) problems.push({ file, message: describeConflict(conflict) })
  return filled
}

/** The session-recording service the operator configured (ANALYTICS_PROVIDER), or none. */
export type ActiveAnalytics = 'clarity' | 'hotjar' | 'none'
const ANALYTICS_BLOCK = /\{\{#analytics ([a-z]+)\}\}([\s\S]*?)\{\{\/analytics\}\}\n?/g
const ANALYTICS_NAMES: readonly string[] = ['clarity', 'hotjar', 'none']

/**
 * The legal texts name the statistics service actually in use (review 2.6): a passage between
 * `{{#analytics clarity}}` and `{{/analytics}}` stays only when Microsoft Clarity is configured,
 * likewise `hotjar`, and `none` only when no service is. Filled in the source, like the company's facts.
 */
function fillAnalyticsBlocks(source: string, file: string, problems: ContentProblem[], active: ActiveAnalytics): string {
  const filled = source.replace(ANALYTICS_BLOCK, (_block, name: string, text: string) => {
    if (!ANALYTICS_NAMES.includes(name)) problems.push({ file, message: `{{#analytics ${name}}} names no service: clarity, hotjar or none` })
    return name === active ? text : ''
  })
  if (/\{\{[#/]analytics/.test(filled)) problems.push({ file, message: 'an {{#analytics …}} block is not closed by {{/analytics}}' })
  return filled
}

const WEBHOOKS_BLOCK = /\{\{#webhooks\}\}([\s\S]*?)\{\{\/webhooks\}\}/g

/**
 * The privacy texts name the recipients lead webhooks add (LEADS_WEBHOOK_URLS, docs/webhooks.md):
 * a passage between `{{#webhooks}}` and `{{/webhooks}}` stays only when an endpoint is configured.
 */
function fillWebhookBlocks(source: string, file: string, problems: ContentProblem[], webhooks: boolean): string {
  const filled = source.replace(WEBHOOKS_BLOCK, (_block, text: string) => (webhooks ? text : ''))
  if (/\{\{[#/]webhooks/.test(filled)) problems.push({ file, message: 'a {{#webhooks}} block is not closed by {{/webhooks}}' })
  return filled
}

const FRONT_MATTER_PATTERN = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/** `content/pages/about/v1/en.yaml` → { path: '/about/v1', language: 'en' }; `content/pages/home/…` is the home page, `/`. */
function pageFileName(file: string): { path: string; language: string } | null {
  const match = /\/content\/pages\/(.+)\/([a-z]{2})\.yaml$/.exec(file)
  if (!match) return null
  return { path: match[1] === HOME_FOLDER ? '/' : `/${match[1]}`, language: match[2]! }
}

/** The folder of the home page's files (content/pages/home), whose path is `/`. */
const HOME_FOLDER = 'home'

/** `content/collections/jobs/devops-engineer.de.md` → { collection, slug, language }. */
function itemFileName(file: string): { collection: string; slug: string; language: string } | null {
  const match = /\/content\/collections\/([a-z]+)\/([a-z0-9-]+)\.([a-z]{2})\.md$/.exec(file)
  return match ? { collection: match[1]!, slug: match[2]!, language: match[3]! } : null
}

/** The section types that open a page with its one <h1>. */
const HERO_TYPES: ReadonlySet<string> = new Set(['hero', 'signupHero', 'contactHero'])

export type PageTable = Map<string, Record<Language, Page>>
export type ItemTable = { [C in CollectionName]: Map<string, Record<Language, Extract<AnyCollectionItem, { collection: C }>>> }

/** Checks that a page or item exists in every language and has the same structure in each. */
function checkLanguages<T>(name: string, byLanguage: Partial<Record<Language, T>>, shape: (value: T) => unknown, problems: ContentProblem[]): byLanguage is Record<Language, T> {
  const missing = LANGUAGES.filter((language) => !byLanguage[language])
  if (missing.length > 0) {
    problems.push({ file: name, message: `missing in ${missing.join(', ')}` })
    return false
  }
  const [first, ...others] = LANGUAGES
  for (const language of others) {
    const difference = firstDifference(shape(byLanguage[first!]!), shape(byLanguage[language]!))
    if (difference) problems.push({ file: name, message: `${first} and ${language} differ at ${difference}` })
  }
  return true
}

export function readPages(files: Record<string, string>, problems: ContentProblem[]): PageTable {
  const drafts = new Map<string, Partial<Record<Language, Page>>>()
  for (const [file, source] of Object.entries(files)) {
    const name = pageFileName(file)
    if (!name || !isLanguage(name.language)) {
      problems.push({ file, message: 'a page file is content/pages/<path>/<tr|en|de>.yaml' })
      continue
    }
    let raw: unknown
    try {
      raw = parseYaml(fillFacts(source, file, name.language, problems))
    } catch (error) {
      problems.push({ file, message: `not YAML: ${(error as Error).message.split('\n')[0]}` })
      continue
    }
    const parsed = PageSchema.safeParse(raw)
    if (!parsed.success) {
      problems.push({ file, message: describe(parsed.error) })
      continue
    }
    if (!HERO_TYPES.has(parsed.data.sections[0]?.type ?? '')) problems.push({ file, message: `the first section is a hero (${[...HERO_TYPES].join(', ')}: it holds the <h1>)` })
    parsed.data.sections.slice(1).forEach((section, index) => {
      if (HERO_TYPES.has(section.type)) problems.push({ file, message: `sections.${index + 1}: a ${section.type} comes first only (the page has one <h1>)` })
    })
    const entry = drafts.get(name.path) ?? {}
    entry[name.language] = parsed.data
    drafts.set(name.path, entry)
  }
  const pages: PageTable = new Map()
  for (const [path, byLanguage] of drafts) {
    if (checkLanguages(`content/pages${path}`, byLanguage, (page) => structureOf(page), problems)) pages.set(path, byLanguage)
  }
  return pages
}

export function readItems(files: Record<string, string>, problems: ContentProblem[], analytics: ActiveAnalytics = 'none', webhooks = false): ItemTable {
  const drafts = new Map<string, Partial<Record<Language, AnyCollectionItem>>>()
  for (const [file, source] of Object.entries(files)) {
    const name = itemFileName(file)
    if (!name || !isLanguage(name.language) || !(COLLECTIONS as readonly string[]).includes(name.collection)) {
      problems.push({ file, message: `a collection file is content/collections/<${COLLECTIONS.join('|')}>/<slug>.<tr|en|de>.md` })
      continue
    }
    const collection = name.collection as CollectionName
    const filled = fillWebhookBlocks(fillAnalyticsBlocks(fillFacts(source, file, name.language, problems), file, problems, analytics), file, problems, webhooks)
    const match = FRONT_MATTER_PATTERN.exec(filled)
    if (!match) {
      problems.push({ file, message: 'front matter between --- lines is missing' })
      continue
    }
    let raw: unknown
    try {
      raw = parseYaml(match[1]!)
    } catch (error) {
      problems.push({ file, message: `front matter is not YAML: ${(error as Error).message.split('\n')[0]}` })
      continue
    }
    const parsed = FRONT_MATTER[collection].safeParse(raw)
    if (!parsed.success) {
      problems.push({ file, message: describe(parsed.error) })
      continue
    }
    const body = match[2]!.trim()
    if (body.length < 200) problems.push({ file, message: 'the Markdown body is missing or shorter than 200 characters' })
    if (/^# /m.test(body)) problems.push({ file, message: 'use ## headings in the body: the page has its own <h1>' })
    const words = body.split(/\s+/).length
    const item = { collection, slug: name.slug, data: parsed.data, html: renderMarkdown(body, name.language), readingMinutes: Math.max(1, Math.round(words / 200)) } as AnyCollectionItem
    const key = `${collection}/${name.slug}`
    const entry = drafts.get(key) ?? {}
    entry[name.language] = item
    drafts.set(key, entry)
  }
  const items = Object.fromEntries(COLLECTIONS.map((collection) => [collection, new Map()])) as ItemTable
  const headingsOf = (html: string) => (html.match(/<h[2-6]|<li|<ol|<ul|<table/g) ?? []).join('')
  for (const [key, byLanguage] of drafts) {
    const ok = checkLanguages(`content/collections/${key}`, byLanguage, (item) => ({ data: structureOf(item.data), body: headingsOf(item.html) }), problems)
    if (!ok) continue
    const [collection, slug] = key.split('/') as [CollectionName, string]
    ;(items[collection] as Map<string, unknown>).set(slug, byLanguage)
  }
  return items
}
