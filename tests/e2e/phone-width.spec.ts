import { expect, test } from '@playwright/test'
import { documentOverflow, PAGE_TYPES, phoneContext, PHONE_WIDTH, SIGNED_IN_PAGE_TYPES, signInAsAdmin, startServerWithAdmin } from './helpers/page-types'
import { LANGUAGES, t } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

// Issue #39: a new visitor on a 360 px phone (dark mode) never scrolls sideways, on one page of
// every page type in every language, signed in or not; and the footer follows who is signed in.
// Its own phone emulation at 360 px (narrower than the phone project's 390): desktop project only
// (playwright.config.ts).
test.describe.configure({ timeout: scaled(120_000) })

const PRICING_TABLE = { tr: 'Paketleri karşılaştırın', en: 'Compare the plans', de: 'Pakete im Vergleich' } as const

for (const lang of LANGUAGES) {
  test(`no ${lang} page is wider than a 360 px phone`, async ({ browser, baseURL }) => {
    const context = await phoneContext(browser, { baseURL })
    const page = await context.newPage()
    const wide: string[] = []
    for (const path of PAGE_TYPES) {
      const response = await page.goto(`/${lang}${path}`)
      expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200)
      const { overflow, culprits } = await documentOverflow(page)
      if (overflow > 0) wide.push(`/${lang}${path}: ${PHONE_WIDTH + overflow} px wide (${culprits.join('; ')})`)
    }
    expect(wide).toEqual([])
    await context.close()
  })
}

test('the pricing comparison scrolls inside its own box, which the keyboard reaches', async ({ browser, baseURL }) => {
  const context = await phoneContext(browser, { baseURL })
  const page = await context.newPage()
  for (const lang of LANGUAGES) {
    await page.goto(`/${lang}/pricing`)
    const box = page.getByRole('region', { name: PRICING_TABLE[lang] })
    await box.scrollIntoViewIfNeeded()
    // In the tab order, inside the screen, and narrower than the table it holds.
    await expect(box).toHaveAttribute('tabindex', '0')
    const { left, right, scrollable } = await box.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      return { left: rect.left, right: rect.right, scrollable: element.scrollWidth > element.clientWidth }
    })
    expect(left).toBeGreaterThanOrEqual(0)
    expect(right).toBeLessThanOrEqual(PHONE_WIDTH)
    expect(scrollable).toBe(true)
    // Tab from the control before it reaches the box; the arrow keys scroll it.
    await box.evaluate((element: HTMLElement) => {
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')]
      focusable[focusable.indexOf(element) - 1]!.focus()
    })
    await page.keyboard.press('Tab')
    await expect(box).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH)
  }
  await context.close()
})

test.describe('signed in', () => {
  let site: Awaited<ReturnType<typeof startServerWithAdmin>>

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000))
    site = await startServerWithAdmin('site-e2e-phone-width')
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  test('the account and admin pages are no wider than a 360 px phone, and carry no sales pitch', async ({ browser }) => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await signInAsAdmin(page, site.origin)
    const wide: string[] = []
    for (const lang of LANGUAGES) {
      for (const path of SIGNED_IN_PAGE_TYPES) {
        const response = await page.goto(`${site.origin}/${lang}${path}`)
        expect(response?.status(), path).toBe(200)
        await expect(page.getByRole('contentinfo').getByText(t(lang, 'footer.ctaTitle')), `${lang}${path}`).toHaveCount(0)
        const { overflow, culprits } = await documentOverflow(page)
        if (overflow > 0) wide.push(`/${lang}${path}: ${PHONE_WIDTH + overflow} px wide (${culprits.join('; ')})`)
      }
    }
    expect(wide).toEqual([])
    await context.close()
  })

  test('a signed-in visitor\'s footer offers the account and sign-out instead of sign-in and sign-up', async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signInAsAdmin(page, site.origin)
    for (const lang of LANGUAGES) {
      await page.goto(`${site.origin}/${lang}/pricing`)
      const footer = page.getByRole('contentinfo')
      const links = footer.getByRole('navigation', { name: t(lang, 'footer.linksTitle') })
      await expect(links.getByRole('link', { name: t(lang, 'footer.links.account'), exact: true })).toHaveAttribute('href', `/${lang}/account/profile`)
      await expect(links.getByRole('button', { name: t(lang, 'header.account.signOut'), exact: true })).toBeVisible()
      await expect(footer.locator(`a[href="/${lang}/auth/sign-in"], a[href="/${lang}/auth/sign-up"]`)).toHaveCount(0)
      // A marketing page keeps its call to action.
      await expect(footer.getByText(t(lang, 'footer.ctaTitle'))).toBeVisible()
    }
    // The footer's sign-out ends the session: the footer offers sign-in and sign-up again.
    const links = page.getByRole('contentinfo').getByRole('navigation', { name: t('de', 'footer.linksTitle') })
    await links.getByRole('button', { name: t('de', 'header.account.signOut'), exact: true }).click()
    await expect(page.getByRole('contentinfo').locator('a[href="/de/auth/sign-in"]')).toHaveCount(1)
    await page.goto(`${site.origin}/de/pricing`)
    await expect(page.getByRole('contentinfo').locator('a[href="/de/auth/sign-in"]')).toHaveText(t('de', 'footer.links.signIn'))
    await expect(page.getByRole('contentinfo').locator('a[href="/de/auth/sign-up"]')).toHaveText(t('de', 'footer.links.signUp'))
    expect((await page.goto(`${site.origin}/de/account/profile`))?.url()).toContain('/de/auth/sign-in')
    await context.close()
  })
})
