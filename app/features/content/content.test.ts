import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPANY } from '@content/company'
import { LANGUAGES } from '~/features/i18n/languages'
import { readItems, readPages, type ContentProblem } from './content-files.server'
import { collectionItems, CONTENT_PROBLEMS, contentPage, contentPagePaths, resolveContentPath } from './content.server'
import { COLLECTIONS, type Page, type Section } from './page-schema'

/** Pages that are routes of their own (not content files). */
const APP_ROUTES = ['/', '/contact', '/blog/grid', '/blog/list-sidebar', '/shop/index', '/shop/grid', '/shop/cart', '/shop/empty-cart', '/shop/checkout', '/account/wishlist', '/account/order-history']

/** Whether a site path (without language) is a page of the site. */
function resolves(target: string): boolean {
  const [path = ''] = target.split(/[?#]/)
  if (path === '' || APP_ROUTES.includes(path) || /^\/shop\/single\/\d+$/.test(path)) return true
  return LANGUAGES.every((language) => resolveContentPath(path, new URLSearchParams(), language).kind === 'page')
}

function linksOf(page: Page): string[] {
  const links: string[] = []
  const visit = (value: unknown, key = '') => {
    if (Array.isArray(value)) value.forEach((entry) => visit(entry, key))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k)
    else if (typeof value === 'string' && (key === 'to' || key === 'detailPath') && value.startsWith('/')) links.push(value)
  }
  visit(page.sections)
  return links
}

describe('the content files', () => {
  it('are all valid and the same in structure in tr, en and de', () => {
    expect(CONTENT_PROBLEMS.map((p) => `${p.file}: ${p.message}`)).toEqual([])
  })

  it('link only to pages that exist', () => {
    const broken = contentPagePaths().flatMap((path) => linksOf(contentPage(path, 'en')!).filter((to) => !resolves(to)).map((to) => `${path} → ${to}`))
    expect(broken).toEqual([])
  })

  it('link within a page only to a section anchor that page has', () => {
    const broken = contentPagePaths().flatMap((path) => {
      const page = contentPage(path, 'en')!
      const anchors = new Set(page.sections.map((section) => ('anchor' in section ? section.anchor : undefined)))
      const local: string[] = []
      const visit = (value: unknown, key = '') => {
        if (Array.isArray(value)) value.forEach((entry) => visit(entry, key))
        else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k)
        else if (key === 'to' && typeof value === 'string' && value.startsWith('#')) local.push(value.slice(1))
      }
      visit(page.sections)
      return local.filter((anchor) => !anchors.has(anchor)).map((anchor) => `${path} → #${anchor}`)
    })
    expect(broken).toEqual([])
  })

  it('link from Markdown only to pages that exist', () => {
    const broken = COLLECTIONS.flatMap((collection) =>
      collectionItems(collection, 'en').flatMap((item) =>
        [...item.html.matchAll(/href="\/en(\/[^"]*)"/g)].map((m) => m[1]!).filter((to) => !resolves(to)).map((to) => `${collection}/${item.slug} → ${to}`),
      ),
    )
    expect(broken).toEqual([])
  })

  it('name only collection categories and services that exist', () => {
    const services = new Set(collectionItems('services', 'en').map((item) => item.slug))
    for (const project of collectionItems('projects', 'en')) expect(services, project.slug).toContain(project.data.service)
    const helpCategories = new Set(
      contentPagePaths().flatMap((path) => contentPage(path, 'en')!.sections.flatMap((s: Section) => (s.type === 'helpCenter' ? s.categories.map((c) => c.id) : []))),
    )
    for (const article of collectionItems('help', 'en')) expect(helpCategories, article.slug).toContain(article.data.category)
  })
})

describe('the content checks', () => {
  const hero = 'sections:\n  - type: hero\n    title: About us\n'
  const page = (title: string, extra = '') => `title: ${title}\ndescription: A description that is long enough to be a real meta description of a page.\n${hero}${extra}`

  it('report a missing required field with the file and the field', () => {
    const problems: ContentProblem[] = []
    readPages({ '/content/pages/about/en.yaml': 'description: too short\nsections: []\n' }, problems)
    expect(problems.map((p) => p.message).join(' ')).toMatch(/title/)
    expect(problems[0]!.file).toBe('/content/pages/about/en.yaml')
  })

  it('report a page missing in a language', () => {
    const problems: ContentProblem[] = []
    const pages = readPages({ '/content/pages/about/en.yaml': page('About'), '/content/pages/about/tr.yaml': page('Hakkımızda') }, problems)
    expect(problems).toEqual([{ file: 'content/pages/about', message: 'missing in de' }])
    expect(pages.has('/about')).toBe(false)
  })

  it('report languages that differ in structure, but not in their texts', () => {
    const problems: ContentProblem[] = []
    const cta = (label: string, to: string) => `  - type: cta\n    title: ${label}\n    actions:\n      - label: ${label}\n        to: ${to}\n`
    readPages(
      {
        '/content/pages/a/en.yaml': page('About', cta('Write', '/contact')),
        '/content/pages/a/tr.yaml': page('Hakkımızda', cta('Yazın', '/contact')),
        '/content/pages/a/de.yaml': page('Über uns', cta('Schreiben', '/faq')),
      },
      problems,
    )
    expect(problems).toEqual([{ file: 'content/pages/a', message: expect.stringMatching(/^tr and de differ at sections\.1\.actions\.0\.to/) }])
  })

  it('report an item whose Markdown differs in structure between languages', () => {
    const front = (title: string) => `---\ntitle: ${title}\norder: 1\nsummary: Summary\nupdated: 2026-11-20\n---\n`
    const body = (items: number) => `## Heading\n\n${'A paragraph of real text. '.repeat(10)}\n\n${'- point\n'.repeat(items)}`
    const problems: ContentProblem[] = []
    readItems(
      {
        '/content/collections/legal/terms.tr.md': front('Koşullar') + body(3),
        '/content/collections/legal/terms.en.md': front('Terms') + body(3),
        '/content/collections/legal/terms.de.md': front('Bedingungen') + body(2),
      },
      problems,
    )
    expect(problems).toEqual([{ file: 'content/collections/legal/terms', message: expect.stringMatching(/^tr and de differ at body/) }])
  })

  it('render Markdown links in the page language and raw HTML as text', () => {
    const problems: ContentProblem[] = []
    const front = '---\ntitle: T\norder: 1\nsummary: S\nupdated: 2026-11-20\n---\n'
    const body = `## H\n\nSee [our contact page](/contact) and <script>alert(1)</script>. ${'More text. '.repeat(20)}\n\n| a | b |\n|---|---|\n| 1 | 2 |\n`
    const items = readItems(
      Object.fromEntries(LANGUAGES.map((language) => [`/content/collections/legal/x.${language}.md`, front + body])),
      problems,
    )
    const html = items.legal.get('x')!.de.html
    expect(problems).toEqual([])
    expect(html).toContain('href="/de/contact"')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
    // A table scrolls in its own keyboard-reachable box.
    expect(html).toMatch(/<div class="table-scroll" tabindex="0"><table>[\s\S]*<\/table><\/div>/)
  })
})

describe('content paths', () => {
  it('resolve a detail page to its first item, a slug to that item, and anything else to missing', () => {
    const jobs = collectionItems('jobs', 'en')
    expect(jobs.length).toBeGreaterThan(0)
    const bare = resolveContentPath('/career/single', new URLSearchParams(), 'en')
    expect(bare).toMatchObject({ kind: 'page', item: { slug: jobs[0]!.slug }, canonicalPath: `/career/single/${jobs[0]!.slug}` })
    expect(resolveContentPath(`/career/single/${jobs.at(-1)!.slug}`, new URLSearchParams(), 'en')).toMatchObject({ kind: 'page', item: { slug: jobs.at(-1)!.slug } })
    expect(resolveContentPath('/career/single/nope', new URLSearchParams(), 'en')).toEqual({ kind: 'missing' })
    expect(resolveContentPath('/career/single', new URLSearchParams('job=nope'), 'en')).toEqual({ kind: 'missing' })
    expect(resolveContentPath('/career/single', new URLSearchParams(`job=${jobs[0]!.slug}`), 'en')).toEqual({ kind: 'redirect', to: `/career/single/${jobs[0]!.slug}` })
    expect(resolveContentPath('/about/v1/extra', new URLSearchParams(), 'en')).toEqual({ kind: 'missing' })
    expect(resolveContentPath('/nope', new URLSearchParams(), 'en')).toEqual({ kind: 'missing' })
  })

  it('give an item shown at several paths one canonical path, a page of the same collection that names no other', () => {
    const detailPages = contentPagePaths().filter((path) => contentPage(path, 'en')!.detail)
    const pointing = detailPages.filter((path) => contentPage(path, 'en')!.detail!.canonical)
    expect(pointing.length).toBeGreaterThanOrEqual(3)
    for (const path of pointing) {
      const { collection, canonical } = contentPage(path, 'en')!.detail!
      expect(contentPage(canonical!, 'en')?.detail, path).toMatchObject({ collection })
      expect(contentPage(canonical!, 'en')!.detail!.canonical, path).toBeUndefined()
    }
    const story = collectionItems('projects', 'de')[0]!.slug
    for (const path of [`/portfolio/case-study/v1/${story}`, `/portfolio/case-study/v2/${story}`, `/customer/story-single/${story}`]) {
      expect(resolveContentPath(path, new URLSearchParams(), 'de'), path).toMatchObject({ kind: 'page', canonicalPath: `/customer/story-single/${story}` })
    }
  })
})

describe("the company's facts in the content", () => {
  const facts = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value).flatMap(facts) : typeof value === 'string' ? [value] : [])

  it('are written once, in COMPANY (content/data): the content files name them as placeholders', () => {
    const files = ['content/pages', 'content/collections'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(yaml|md)$/.test(name))
        .map((name) => path.join(dir, name)),
    )
    expect(files.length).toBeGreaterThan(100)
    // Names of people may also appear as team members; the other facts only as placeholders.
    const written = facts({ ...COMPANY, representative: undefined, branch: { ...COMPANY.branch, manager: undefined } })
    const repeated = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8')
      return written.filter((fact) => source.includes(fact)).map((fact) => `${file}: ${fact}`)
    })
    expect(repeated).toEqual([])
    // And the legal notice shows them filled in.
    const imprint = collectionItems('legal', 'de').find((item) => item.slug === 'imprint')!
    expect(imprint.html).toContain(COMPANY.branch.vatId)
    expect(imprint.html).toContain(COMPANY.representative)
    expect(imprint.html).not.toContain('{{')
  })

  it('report a placeholder that names no fact', () => {
    const problems: ContentProblem[] = []
    readItems({ '/x/content/collections/legal/imprint.en.md': `---\ntitle: T\norder: 1\nsummary: S\nupdated: 2026-11-26\n---\n## Contact\n\nCall {{company.fax}} or {{ company.phone }}. ${'x '.repeat(120)}` }, problems)
    expect(problems.map((problem) => problem.message)).toContain('{{company.fax}} names no fact of COMPANY (content/data/company.yaml and site.yaml)')
    expect(problems.some((problem) => problem.message.includes('company.phone'))).toBe(false)
  })
})
