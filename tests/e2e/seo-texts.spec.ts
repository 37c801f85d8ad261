import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { parse as parseYaml } from 'yaml'
import type { PromisesData } from '../../content/data-schema'
import { describeConflict, promiseConflicts } from '../../content/promise-check'
import { LANGUAGES, type Lang } from './helpers/i18n'
import { NOT_FOUND_PAGES } from './helpers/page-types'
import { scaled } from '../fixtures/slowness.js'

// Issue #36 item 5: every page of the sitemap, in tr/en/de, as a search engine reads it: a title of
// at most 60 characters, a description of 70–160 characters, not cut off, that no other page of its
// language repeats, a canonical URL that is the page itself (the sitemap lists canonical pages only), and
// no menu or breadcrumb label that names a template version ("v1"…"v5"). Pages that say the same
// as a sitemap page (a case study under the portfolio's paths, the second blog layout) point their
// canonical at it. And, as a link checker reads the raw HTML (issue #51): no same-origin link of any
// sitemap page answers 404 (but the menu's demo of the 404 page) or a server error. And no page
// states a promise of content/data/promises.yaml differently (issue #55). Desktop only
// (playwright.config.ts): the HTML is the same at every width. Each sitemap page is fetched once.

const MAX_TITLE = 60
const DESCRIPTION = { min: 70, max: 160 }
const TEMPLATE_VERSION = /\bv[1-5]\b/i

type PageFacts = { url: string; title: string; description: string; canonical: string; labels: string[] }

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim()

/** The labels of the page's navigation: header menus, breadcrumbs and footer links. */
function navigationLabels(html: string): string[] {
  const labels: string[] = []
  for (const nav of html.matchAll(/<nav\b[^>]*>([\s\S]*?)<\/nav>/g)) {
    for (const link of nav[1]!.matchAll(/<(a|button)\b[^>]*>([\s\S]*?)<\/\1>/g)) labels.push(textOf(link[2]!))
    for (const item of nav[1]!.matchAll(/<li\b[^>]*>([^<]*)</g)) if (item[1]!.trim()) labels.push(textOf(item[1]!))
  }
  return labels.filter(Boolean)
}

async function factsOf(request: APIRequestContext, url: string): Promise<PageFacts> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return factsOfHtml(url, await response.text())
}

function factsOfHtml(url: string, html: string): PageFacts {
  const head = html.slice(0, html.indexOf('</head>'))
  return {
    url,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? '',
    labels: navigationLabels(html),
  }
}

/** Calls `work` for each item, at most `limit` at a time: the server under test has two cores. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** A path without its language segment (`/en/error-404` → `/error-404`). */
function stripLanguage(path: string): string {
  const [, first = '', ...rest] = path.split('/')
  return (LANGUAGES as readonly string[]).includes(first) ? `/${rest.join('/')}` : path
}

/**
 * The `href` of every `<a>` and `<link>` in the raw HTML text, as a link checker or crawler reads
 * it: inside `<template>` elements too (a DOM query would skip their inert contents).
 */
const hrefsOf = (html: string) => [...html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/gi)].map((match) => decode(match[1]!))

/**
 * The text a reader sees in a page's server HTML, one block per line (scripts, styles and templates
 * left out): the sentences of promises.yaml's rules.
 */
function readableText(html: string): string {
  const body = html.slice(html.indexOf('<body'))
  return decode(
    body
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<\/?(p|div|li|h[1-6]|section|article|header|footer|td|th|tr|dt|dd|blockquote|figcaption|summary|details|nav|ul|ol|br|button|label)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
}

test.describe('what search engines read', () => {
  // In order in one worker, each test whatever the others did: the sitemap's pages are fetched once, here.
  test.describe.configure({ mode: 'default' })
  const pages = new Map<string, string>()

  test.beforeAll(async ({ request, baseURL }) => {
    test.setTimeout(scaled(180_000))
    const sitemap = await (await request.get(`${baseURL}/sitemap.xml`)).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    await eachLimited(paths, 4, async (path) => {
      const response = await request.get(`${baseURL}${path}`)
      expect(response.status(), path).toBe(200)
      pages.set(path, await response.text())
    })
  })

  test('every sitemap page has a short title, its own description, itself as canonical, and no template label', async () => {
    expect(pages.size).toBeGreaterThan(250)
    const listed = new Set(pages.keys())
    const problems: string[] = []
    const descriptions = new Map<string, string>()
    for (const path of [...pages.keys()].sort()) {
      const facts = factsOfHtml(path, pages.get(path)!)
      if (facts.title.length > MAX_TITLE) problems.push(`${path}: title of ${facts.title.length} characters: ${facts.title}`)
      const length = facts.description.length
      if (length < DESCRIPTION.min || length > DESCRIPTION.max) problems.push(`${path}: description of ${length} characters: ${facts.description}`)
      if (facts.description.endsWith('…')) problems.push(`${path}: description cut off: ${facts.description}`)
      const language = path.split('/')[1]!
      const key = `${language}\n${facts.description}`
      if (descriptions.has(key)) problems.push(`${path}: the description of ${descriptions.get(key)}`)
      else descriptions.set(key, path)
      if (!facts.canonical || !listed.has(new URL(facts.canonical).pathname)) problems.push(`${path}: canonical ${facts.canonical || '(none)'} is no page of the sitemap`)
      else if (new URL(facts.canonical).pathname !== path) problems.push(`${path}: canonical points to ${facts.canonical}`)
      for (const label of facts.labels) if (TEMPLATE_VERSION.test(label)) problems.push(`${path}: navigation label "${label}"`)
    }
    // One label is reported once per language, not once per page.
    expect([...new Set(problems.map((problem) => problem.replace(/^\/(\w\w)\/\S*: navigation label/, '/$1: navigation label')))]).toEqual([])
  })

  test('a page that says the same as another points its canonical at it, and is not in the sitemap', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname))
    for (const language of ['tr', 'en', 'de']) {
      const story = [...listed].find((path) => path.startsWith(`/${language}/customer/story-single/`))
      expect(story, `a case study of ${language} in the sitemap`).toBeDefined()
      const slug = story!.split('/').at(-1)!
      for (const duplicate of [`/${language}/portfolio/case-study/v1/${slug}`, `/${language}/portfolio/case-study/v2/${slug}`]) {
        const facts = await factsOf(request, `${baseURL}${duplicate}`)
        expect(new URL(facts.canonical).pathname, duplicate).toBe(story)
        expect(listed.has(duplicate), duplicate).toBe(false)
      }
    }
  })

  test('no same-origin link in any sitemap page\'s server HTML, templates included, answers 404 or a server error', async ({ request, baseURL }) => {
    test.setTimeout(scaled(180_000))
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!))
    expect(urls.length).toBeGreaterThan(250)
    // The sitemap may name the site by its public domain: its links are this server's too.
    const origins = new Set([new URL(baseURL!).origin, ...urls.map((url) => url.origin)])
    const local = (href: string, page: string): string | undefined => {
      const url = new URL(href, `${baseURL}${page}`)
      return origins.has(url.origin) ? url.pathname + url.search : undefined
    }
    // Each address once, with the first page that links to it (for the report).
    const linkedFrom = new Map<string, string>()
    for (const url of urls) {
      for (const href of hrefsOf(pages.get(url.pathname)!)) {
        const target = local(href, url.pathname)
        if (target !== undefined && !linkedFrom.has(target)) linkedFrom.set(target, url.pathname)
      }
    }
    // The sitemap's pages answered 200 just now.
    for (const url of urls) linkedFrom.delete(url.pathname)
    expect(linkedFrom.size, 'links besides the sitemap pages (assets, shop, sign-in…)').toBeGreaterThan(20)
    const missing: string[] = []
    const checked = new Set<string>()
    const check = async (target: string, from: string): Promise<void> => {
      if (checked.has(target)) return
      checked.add(target)
      // Redirects are followed here, one step at a time, so that only this server is asked.
      const response = await request.get(`${baseURL}${target}`, { maxRedirects: 0 })
      const status = response.status()
      const location = response.headers()['location']
      await response.dispose()
      const intended = status === 404 && NOT_FOUND_PAGES.includes(stripLanguage(target))
      if ((status === 404 && !intended) || status >= 500) missing.push(`${target} (linked from ${from}): ${status}`)
      const next = location === undefined ? undefined : local(location, target)
      if (status >= 300 && status < 400 && next !== undefined) await check(next, `${from} via ${target}`)
    }
    await eachLimited([...linkedFrom], 4, ([target, from]) => check(target, from))
    expect(missing).toEqual([])
  })

  test('no sitemap page states a promise of content/data/promises.yaml (support, payment, digest, availability) differently', async () => {
    const promises = parseYaml(readFileSync('content/data/promises.yaml', 'utf8')) as PromisesData
    expect(Object.keys(promises)).toEqual(expect.arrayContaining(['supportAroundTheClock', 'invoicesDue']))
    const conflicts: string[] = []
    for (const [path, html] of pages) {
      const language = path.split('/')[1] as Lang
      for (const conflict of promiseConflicts(promises, readableText(html), language)) conflicts.push(`${path}: ${describeConflict(conflict)}`)
    }
    expect(conflicts).toEqual([])
  })
})
