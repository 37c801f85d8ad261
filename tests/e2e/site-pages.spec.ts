import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { axeBuilder } from './helpers/axe'
import { hydrated, isPhone, languageTag, SAME_ON_PHONE } from './helpers/foundation'
import { type Lang, LANGUAGES } from './helpers/i18n'
import { NOT_FOUND_PAGES } from './helpers/page-types'
import { scaled } from '../fixtures/slowness.js'

// Every page the header menu, the mobile menu and the footer promise (issue #15): it answers, in
// the page's language, with an <h1>, a title of its own, no raw translation key, and on a Turkish
// or German page no English sentence (issue #18).
test.describe.configure({ timeout: scaled(180_000) })

/** The signed-in account pages (#17): an anonymous visitor is sent to sign-in, with the way back. */
const SIGNED_IN_ONLY = /^\/account\/(profile|security|notifications|projects|payment-details|delete-profile)$/

const RAW_KEY = /\b(?:sections|menu|common|header|footer|contact|home|news|shop|account|leads|meta|notFound|error)\.[a-z][A-Za-z]+(?:\.[A-Za-z]+)*\b/

/**
 * English function words, whole words only (Unicode-aware: "yaşandığında" holds no "and"): none
 * belongs in Turkish or German text. Brand and product names, technical loan words ("IT",
 * "Drag-and-drop") and e-mail addresses contain none of them; the phrases below are German usage.
 */
const ENGLISH_WORD = /(?<![\p{L}\p{N}-])(?:the|and|with|your|you|our|this|that|are|of|for|from|have|which|when|please|is|we|to|The|And|With|Your|You|Our|This|That|For|From|Please|When|Which|We)(?![\p{L}\p{N}-])/u
const ACCEPTED_LOAN_PHRASES = /Proof of Concept/g

/** The first English word of a tr/de page's text, with a little of its context, or undefined. */
function englishIn(text: string): string | undefined {
  const plain = text.replace(ACCEPTED_LOAN_PHRASES, ' ').replace(/\S+@\S+|https?:\/\/\S+/g, ' ').replace(/\s+/g, ' ')
  const match = ENGLISH_WORD.exec(plain)
  return match ? `"${plain.slice(Math.max(0, match.index - 30), match.index + 30).trim()}"` : undefined
}

async function menuLinks(page: Page, lang: Lang): Promise<string[]> {
  await page.goto(`/${lang}`)
  await hydrated(page)
  if (isPhone(page)) {
    await page.locator('button[aria-controls="mobile-menu"]').click()
    // Its content loads on first open; the groups are collapsed, so count links instead of looking at them.
    await expect.poll(() => page.locator('#mobile-menu a[href]').count()).toBeGreaterThan(60)
  }
  const scope = isPhone(page) ? '#mobile-menu a[href], footer a[href]' : 'header a[href], footer a[href]'
  const hrefs = await page.locator(scope).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''))
  return [...new Set(hrefs.filter((href) => href.startsWith(`/${lang}/`)).map((href) => href.split('#')[0]!))].sort()
}

async function fetchPage(request: APIRequestContext, href: string) {
  const response = await request.get(href, { maxRedirects: 0 })
  if (response.status() >= 300 && response.status() < 400) return { status: response.status(), location: response.headers().location, lang: undefined, title: undefined, canonical: undefined, h1: undefined, rawKey: undefined, english: undefined }
  const html = await response.text()
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    // Code spans name technical keys on purpose (the cookie policy's storage keys).
    .replace(/<code>[\s\S]*?<\/code>/g, '')
    .replace(/<[^>]+>/g, ' ')
  return {
    status: response.status(),
    location: undefined as string | undefined,
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim(),
    rawKey: RAW_KEY.exec(text)?.[0],
    english: href.startsWith('/en') ? undefined : englishIn(text.replace(/&[a-z]+;|&#\d+;/g, ' ')),
  }
}

for (const lang of LANGUAGES) {
  test(`every ${lang} menu and footer link opens a page in ${lang}`, { tag: languageTag(lang) }, async ({ page, request }) => {
    const links = await menuLinks(page, lang)
    expect(links.length).toBeGreaterThan(60)
    const titles = new Map<string, { href: string; canonical: string | undefined }>()
    const problems: string[] = []
    for (const href of links) {
      const path = href.slice(lang.length + 1).split('?')[0]!
      const result = await fetchPage(request, href)
      if (SIGNED_IN_ONLY.test(path)) {
        const signIn = `/${lang}/auth/sign-in?returnUrl=${encodeURIComponent(`/${lang}${path}`)}`
        if (result.status !== 302 || result.location !== signIn) problems.push(`${href}: ${result.status} ${result.location}, expected 302 to ${signIn}`)
        continue
      }
      const expected = NOT_FOUND_PAGES.includes(path) ? 404 : 200
      if (result.status !== expected) problems.push(`${href}: ${result.status}, expected ${expected}`)
      if (result.lang !== lang) problems.push(`${href}: lang ${result.lang}`)
      if (!result.h1) problems.push(`${href}: no <h1>`)
      if (result.rawKey) problems.push(`${href}: raw key ${result.rawKey}`)
      if (result.english) problems.push(`${href}: English text ${result.english}`)
      if (expected === 200 && result.title) {
        // One item shown at several addresses (a case study, an article) shares its title and its canonical URL.
        const other = titles.get(result.title)
        if (other && other.canonical !== result.canonical) problems.push(`${href}: same title as ${other.href}`)
        titles.set(result.title, { href, canonical: result.canonical })
      }
    }
    expect(problems).toEqual([])
  })
}

/** One page of each type built from the section library. */
const PAGE_TYPES = [
  '/about/v1', '/about/v2', '/about/v3', '/team', '/services/v1', '/services/v2', '/services/single/ai', '/customer/stories', '/customer/story-single',
  '/career', '/career/single', '/contact/v1', '/contact/v2', '/pricing', '/faq', '/help/center', '/help/detail', '/portfolio/masonry',
  '/portfolio/showcase', '/portfolio/list', '/portfolio/case-study/v1', '/portfolio/case-study/v2', '/blog/single/v1', '/blog/single/v2',
  '/terms-conditions', '/privacy-policy', '/cookie-policy', '/coming-soon', '/partner',
  // the demo and SaaS landing pages (#16), each in its own colour scheme
  '/demos/classic', '/demos/agency/creative', '/demos/agency/digital', '/demos/agency/design', '/demos/agency/seo', '/demos/product-landing',
  '/demos/mobile-app', '/demos/finance-consulting', '/saas/v1', '/saas/v2', '/saas/v3', '/saas/v4', '/saas/v5', '/saas/features',
  '/saas/feature-single', '/saas/integrations', '/saas/integration-single',
]

/** The page types in three groups, one test each: the two workers share them out evenly. */
const PAGE_TYPE_GROUPS = [0, 1, 2].map((group) => PAGE_TYPES.map((path, index) => [index, path] as const).filter(([index]) => index % 3 === group))

// The sections' DOM is the same at every width (responsive CSS), and so are the colours: the phone
// layout's own parts (the menu sheet, the home page) have their scans in foundation-a11y and home.spec.
// Each page is scanned in the light theme, then in the dark one after the device switches to dark (the
// theme follows it): one page load for both.
test.describe('light and dark theme', { tag: SAME_ON_PHONE }, () => {
  for (const [group, entries] of PAGE_TYPE_GROUPS.entries()) {
    test(`content page types, group ${group + 1} of 3, have no axe violations`, async ({ page }) => {
      const violations: string[] = []
      for (const [index, path] of entries) {
        const lang = LANGUAGES[index % LANGUAGES.length]!
        await page.emulateMedia({ colorScheme: 'light' })
        await page.goto(`/${lang}${path}`)
        await hydrated(page)
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme })
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
          // Colours that are still fading to the new theme would be measured half-way. A section far
          // below the fold is not rendered yet (render-when-near: content-visibility), and its
          // transitions are only ticked once it is: their time has passed, but they stay listed.
          await page.waitForFunction(() =>
            document.getAnimations().every((animation) => {
              if (!(animation instanceof CSSTransition)) return true
              const target = (animation.effect as KeyframeEffect | null)?.target
              return target instanceof Element && !target.checkVisibility({ contentVisibilityAuto: true })
            }),
          )
          const result = await axeBuilder(page).analyze()
          violations.push(...result.violations.map((v) => `/${lang}${path} ${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))
        }
      }
      expect(violations).toEqual([])
    })
  }
})

test('a detail page shows each item at its own address, and an unknown one is the 404 page', async ({ request }) => {
  const ai = await fetchPage(request, '/de/services/single/ai')
  const web = await fetchPage(request, '/de/services/single/web')
  expect(ai.status).toBe(200)
  expect(web.status).toBe(200)
  expect(ai.h1).not.toBe(web.h1)
  expect((await fetchPage(request, '/en/career/single/nope')).status).toBe(404)
  expect((await fetchPage(request, '/en/help/detail?article=nope')).status).toBe(404)
  const byQuery = await request.get('/en/services/single?service=ai', { maxRedirects: 0 })
  expect(byQuery.status()).toBe(308)
  expect(byQuery.headers()['location']).toBe('/en/services/single/ai')
})

test('the help center searches on the server, folding Turkish letters, and shows the query escaped', async ({ request }) => {
  const found = await request.get(`/tr/help/center?q=${encodeURIComponent('guvenlik')}`)
  expect(found.status()).toBe(200)
  const html = await found.text()
  expect(html).toMatch(/href="\/tr\/help\/detail\/[a-z-]+"/)
  const hostile = await request.get(`/en/help/center?q=${encodeURIComponent('<script>alert(1)</script>\u0000' + 'x'.repeat(1000))}`)
  expect(hostile.status()).toBe(200)
  const body = await hostile.text()
  expect(body).not.toContain('<script>alert(1)')
  expect(body).toContain('&lt;script&gt;alert(1)')
  expect(body).toContain('name="robots" content="noindex')
})

test('the menu counts the open positions and marks the page being shown', async ({ page }) => {
  await page.goto('/de/career')
  await hydrated(page)
  const menu = isPhone(page) ? '#mobile-menu' : '#menu-pages'
  await page.locator(isPhone(page) ? 'button[aria-controls="mobile-menu"]' : 'button[popovertarget="menu-pages"]').click()
  const career = page.locator(`${menu} a[href="/de/career"]`).filter({ hasText: 'Karriere' })
  await expect(career).toHaveAttribute('aria-current', 'page')
  await expect(career).toContainText(/\d+ offene Stellen?/)
})

test('the home page feature cards and the header sign-up lead to pages that exist', { tag: SAME_ON_PHONE }, async ({ page, request }) => {
  await page.goto('/en')
  const hrefs = await page.locator('section[aria-labelledby="features"] a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  expect(hrefs).toHaveLength(4)
  // Hidden below 1280 px, so found by its text rather than by role.
  const signUp = await page.locator('header').first().locator('a', { hasText: /^Sign up$/ }).first().getAttribute('href')
  for (const href of [...hrefs, signUp!]) expect((await request.get(href)).status(), href).toBe(200)
})
