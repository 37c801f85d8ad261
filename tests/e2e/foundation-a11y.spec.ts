import { expect, test, type Page } from '@playwright/test'
import { axeBuilder } from './helpers/axe'
import { hydrated, isPhone, SAME_ON_PHONE } from './helpers/foundation'
import { scaled } from '../fixtures/slowness.js'

// axe-core finds no violations on the 404 page, and in the open menu, in both themes (issue #2). One test per scan: on a busy machine one scan of the home page takes
// half a minute, so two in one test ran out of its time.
test.describe.configure({ timeout: scaled(90_000) })

/** Violations in the page, or in one region of it. */
async function violations(page: Page, region?: string): Promise<string[]> {
  const builder = axeBuilder(page)
  if (region) builder.include(region)
  return (await builder.analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function openPage(page: Page, path: string, scheme: 'light' | 'dark') {
  await page.goto(path)
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme })
    test('/de/no-such-page has no axe violations', { tag: SAME_ON_PHONE }, async ({ page }) => {
      await openPage(page, '/de/no-such-page', scheme)
      expect(await violations(page)).toEqual([])
    })

    // The whole home and contact pages are scanned in both themes by home.spec.ts and
    // contact.spec.ts (/en, /tr/contact); here the open menu, which is the same over every page:
    // over the Turkish home in the light theme, over the English contact page in the dark.
    for (const path of scheme === 'light' ? ['/tr'] : ['/en/contact']) {
      test(`${path} with the menu open has no axe violations`, async ({ page }) => {
        await openPage(page, path, scheme)
        // The open menu (mega panel or off-canvas); the rest of the page is the test above.
        const menu = isPhone(page) ? '#mobile-menu' : '#menu-pages'
        if (isPhone(page)) await page.locator('button[aria-controls="mobile-menu"]').click()
        else await page.locator('button[popovertarget="menu-pages"]').click()
        await expect(page.locator(menu)).toBeVisible()
        expect(await violations(page, menu)).toEqual([])
      })
    }
  })
}
