import { expect, test, type Page } from '@playwright/test'
import { axeBuilder } from './helpers/axe'
import { hydrated, isPhone, languageTag, SAME_ON_PHONE } from './helpers/foundation'
import { LANGUAGES } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

// The site search (issue #16): server-rendered results without JavaScript, suggestions as you type
// with it, folded letters, and bad input that gets a normal page.
test.describe.configure({ timeout: scaled(90_000) })

/** Terms from a help article, a job and a shop product, per language, and the page each must find. */
const TERMS = {
  tr: [['veri koruma', '/tr/help/detail/data-protection'], ['devops', '/tr/career/single/devops-engineer'], ['nova', '/tr/shop/single/1030']],
  en: [['data protection', '/en/help/detail/data-protection'], ['devops', '/en/career/single/devops-engineer'], ['nova', '/en/shop/single/1030']],
  de: [['datenschutz', '/de/help/detail/data-protection'], ['devops', '/de/career/single/devops-engineer'], ['nova', '/de/shop/single/1030']],
} as const

async function openFloatingSearch(page: Page) {
  await page.locator('button[popovertarget="floating-search"]').click()
  return page.locator('#floating-search-input')
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGUAGES) {
    test(`the ${lang} search page finds a help article, a job and a product`, { tag: languageTag(lang) }, async ({ page }) => {
      for (const [term, href] of TERMS[lang]) {
        await page.goto(`/${lang}/search?q=${encodeURIComponent(term)}`)
        await expect(page.locator(`main a[href="${href}"]`), `${term} → ${href}`).toBeVisible()
      }
    })
  }

  test('the header search is a form that opens the search page', async ({ page }) => {
    await page.goto('/de/faq')
    const input = await openFloatingSearch(page)
    await input.fill('datenschutz')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?q=datenschutz$/)
    await expect(page.locator('main a[href="/de/help/detail/data-protection"]')).toBeVisible()
  })
})

test('folded letters: "yazilim" finds what "yazılım" finds, "strasse" finds "Straße"', async ({ request }) => {
  const links = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<li[^>]*data-kind[^>]*>[\s\S]*?href="([^"]+)"/g)].map((m) => m[1])
  const folded = await links('/tr/search?q=yazilim')
  expect(folded.length).toBeGreaterThan(0)
  expect(folded).toEqual(await links(`/tr/search?q=${encodeURIComponent('yazılım')}`))
  // The mobile app page's German text speaks of technicians "auf der Straße".
  expect(await links('/de/search?q=strasse')).toContain('/de/demos/mobile-app')
})

test('bad queries get a normal page with the query escaped, never a 5xx', async ({ request }) => {
  for (const query of ['', 'x'.repeat(1000), '<script>alert(1)</script>', 'a\u0000b\u0007c', '%%%', '"><img src=x onerror=alert(1)>']) {
    const response = await request.get(`/en/search?q=${encodeURIComponent(query)}`)
    expect(response.status(), query.slice(0, 20)).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('name="robots" content="noindex')
  }
  const suggest = await request.get(`/en/search/suggest?q=${encodeURIComponent('<b>' + 'y'.repeat(2000))}`)
  expect(suggest.status()).toBe(200)
  expect(await suggest.json()).toEqual({ hits: expect.any(Array) })
})

for (const lang of LANGUAGES) {
  test(`with JavaScript the ${lang} header search suggests the help article, the job and the product`, { tag: languageTag(lang) }, async ({ page, request }) => {
    await page.goto(`/${lang}/faq`)
    await hydrated(page)
    const input = await openFloatingSearch(page)
    const list = page.locator('#floating-search-input-suggestions')
    for (const [term, href] of TERMS[lang]) {
      // The title the server gives for the page the term must find.
      const { hits } = (await (await request.get(`/${lang}/search/suggest?q=${encodeURIComponent(term)}`)).json()) as { hits: { title: string; url: string }[] }
      const expected = hits.find((hit) => `/${lang}${hit.url}` === href)
      expect(expected, `${term} → ${href}`).toBeDefined()
      await input.fill('')
      const answered = page.waitForResponse((response) => response.url().endsWith(`/search/suggest?q=${encodeURIComponent(term)}`))
      await input.pressSequentially(term)
      await answered
      await expect(list.getByRole('option').filter({ hasText: expected!.title }).first()).toBeVisible()
    }
  })
}

test('with JavaScript the header search suggests as you type and the keyboard picks a suggestion', async ({ page }) => {
  await page.goto('/en/pricing')
  await hydrated(page)
  const input = await openFloatingSearch(page)
  // The suggestions of the whole query, not of a shorter one answered in between.
  const answered = page.waitForResponse((response) => response.url().includes('/search/suggest?q=devops%20eng'))
  await input.pressSequentially('devops eng')
  await answered
  const list = page.locator('#floating-search-input-suggestions')
  await expect(list.getByRole('option').first()).toBeVisible()
  await expect(input).toHaveAttribute('aria-expanded', 'true')
  const option = list.getByRole('option').filter({ hasText: 'DevOps' }).first()
  const index = await list.getByRole('option').evaluateAll((options, text) => options.findIndex((o) => o.textContent?.includes(text)), 'DevOps')
  for (let i = 0; i <= index; i++) await input.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(input).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
  expect((await axeBuilder(page).include('#floating-search').analyze()).violations).toEqual([])
  await input.press('Enter')
  await expect(page).toHaveURL(/\/en\/career\/single\/devops-engineer$/)
})

test('the search page has no axe violations in light and dark', { tag: SAME_ON_PHONE }, async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(`/tr/search?q=${encodeURIComponent('güvenlik')}`)
    await hydrated(page)
    expect((await axeBuilder(page).analyze()).violations.map((v) => v.id), `${scheme} ${isPhone(page) ? 'phone' : 'desktop'}`).toEqual([])
  }
})
