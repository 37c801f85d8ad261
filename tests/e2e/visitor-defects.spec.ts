import { expect, test } from '@playwright/test'
import { SAME_ON_PHONE } from './helpers/foundation'
import { scaled } from '../fixtures/slowness.js'

// Issue #21: defects found trying the site as a visitor would.
test.describe.configure({ timeout: scaled(60_000) })

test('the page keeps its length on the first scroll (sections below the fold estimate their height)', async ({ page }) => {
  // The home and contact pages' sections render when near (issue #35, section-estimates.ts); the
  // about page has the most estimated sections of the others.
  for (const path of ['/tr', '/en', '/de', '/tr/contact', '/en/contact', '/de/contact', '/en/about/v1']) {
    await page.goto(path)
    const before = await page.evaluate(() => document.documentElement.scrollHeight)
    // Scroll through the page so every section is laid out once, then measure again.
    for (let y = 0; y < before + 1000; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect
      .poll(async () => {
        const after = await page.evaluate(() => document.documentElement.scrollHeight)
        return Math.abs(after - before) / after
      }, { message: `${path}: length change` })
      .toBeLessThan(0.06)
  }
})

test('a missing page carries no canonical or language alternates', async ({ request }) => {
  const response = await request.get('/en/no-such-page')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).toContain('name="robots" content="noindex"')
  expect(html).not.toMatch(/rel="canonical"|hreflang=|og:url/)
})

test('the theme radios tell assistive technology the stored choice before any module runs', { tag: SAME_ON_PHONE }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true })
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'))
  const page = await context.newPage()
  // Block the app's modules: only the inline boot script may act.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/en')
  const checked = await page.locator('.theme-switcher [role=radio][aria-checked=true]').evaluateAll((radios) => radios.map((r) => r.getAttribute('data-value')))
  expect(checked.length).toBeGreaterThan(0)
  expect(new Set(checked)).toEqual(new Set(['dark']))
  await context.close()
})

test('the back-to-top button never covers the footer', async ({ page }) => {
  await page.goto('/en')
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const viewport = page.viewportSize()!
  const footer = page.getByRole('contentinfo')
  const button = page.locator('.back-to-top')
  // At every scroll position through the footer, the visible button stays above it.
  for (let y = height - viewport.height * 2; y <= height; y += 150) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    const [b, f] = await Promise.all([button.boundingBox(), footer.boundingBox()])
    if (b && f) expect(b.y + b.height, `scrolled to ${y}`).toBeLessThanOrEqual(f.y + 1)
  }
})

test('the language of a page opened directly is remembered: / then leads back to it', { tag: SAME_ON_PHONE }, async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } })
  const page = await context.newPage()
  const response = await page.goto('/de/nope')
  expect(response?.status()).toBe(404)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('{"code":"de"}')
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('de')
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click()
  await expect(page).toHaveURL(/\/de\/?$/)
  await context.close()
})

test('the typed-text pause button sits beside the text, not far to its right', async ({ page }) => {
  await page.goto('/en')
  const toggle = await page.locator('[data-slot="typing-toggle"]').boundingBox()
  const word = await page.getByTestId('typed-category').boundingBox()
  const prefix = await page.getByText('We build solutions for', { exact: true }).boundingBox()
  expect(toggle && word && prefix).toBeTruthy()
  // Right after the prefix (or first on its own line), right before the typed word.
  if (Math.abs(toggle!.y - prefix!.y) < toggle!.height) expect(toggle!.x - (prefix!.x + prefix!.width)).toBeLessThan(24)
  expect(word!.x - (toggle!.x + toggle!.width)).toBeLessThan(12)
})
