import { expect, test, type Page } from '@playwright/test'
import { axeBuilder } from './helpers/axe'
import { holdRequests, hydrated, isPhone, SAME_ON_PHONE } from './helpers/foundation'
import { scaled } from '../fixtures/slowness.js'

// Pages that need no React ship none (issue #24, docs/decisions/021): the frame script alone runs
// the theme switch, the menus, the cart count and the consent dialog, and forms post as HTML.
test.describe.configure({ timeout: scaled(90_000) })

/** One page of each kind sent without React (the home and contact pages and a video's page load their sections' small scripts too: docs/decisions/023). */
const STATIC_PAGES = [
  '/en', // home
  '/tr/contact',
  '/en/about/v1', // a video
  '/en/privacy-policy', // legal
  '/tr/kvkk',
  '/de/pricing', // content pages
  '/en/help/detail',
  '/tr/career/single',
  '/en/blog/single/v1',
  '/de/saas/v1', // landing page
  '/en/blog/grid', // news
  '/tr/search?q=erp',
  '/de/auth/sign-in', // accounts (the forms post without JavaScript)
  '/en/page-that-does-not-exist', // 404
]
/** Pages that need React, and why: the shop's state lives in the browser. */
const HYDRATED_PAGES = ['/en/shop/index', '/en/shop/grid', '/de/shop/cart']

const routeData = /__reactRouterContext|<script[^>]+type="module"|rel="modulepreload"/

test.describe('what each page kind is sent', { tag: SAME_ON_PHONE }, () => {
  for (const path of STATIC_PAGES) {
    test(`${path} has no module script and no route data, only the frame script`, async ({ request }) => {
      const response = await request.get(path)
      expect([200, 404]).toContain(response.status())
      const html = await response.text()
      expect(html).not.toMatch(routeData)
      expect(html).toMatch(/<script src="\/assets\/frame-[\w-]+\.js" defer=""/)
    })
  }
  for (const path of HYDRATED_PAGES) {
    test(`${path} is hydrated`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      expect(html).toMatch(/__reactRouterContext/)
      expect(html).toMatch(/<script src="\/assets\/frame-[\w-]+\.js" defer=""/)
    })
  }
})

async function withoutReact(page: Page) {
  await hydrated(page)
  expect(await page.evaluate(() => ({ router: '__reactRouterContext' in window, modules: document.querySelectorAll('script[type=module]').length }))).toEqual({ router: false, modules: 0 })
}

test('on a page without React the theme switch works and persists', { tag: SAME_ON_PHONE }, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/en/privacy-policy')
  await withoutReact(page)
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' })
  await toggle.click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  // The header's theme menu (a popover) marks the choice and switches back.
  await page.getByRole('button', { name: 'Theme', exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('radio', { name: 'Light' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(page.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true')
})

test('on a page without React a link starts the progress bar, and the next page arrives without it', { tag: SAME_ON_PHONE }, async ({ page }) => {
  await page.goto('/en/privacy-policy')
  await withoutReact(page)
  const progress = page.locator('.navigation-progress')
  await expect(progress).toHaveAttribute('data-phase', 'idle')
  // The next page's answer is held until the bar has been seen.
  const release = await holdRequests(page, '**/en/cookie-policy')
  // The page reports each phase of the bar: while a navigation is pending, Playwright waits for
  // it to end before it reads the page.
  const phases: string[] = []
  await page.exposeFunction('reportProgressPhase', (phase: string) => phases.push(phase))
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.navigation-progress')!
    const report = (window as unknown as { reportProgressPhase: (phase: string) => void }).reportProgressPhase
    new MutationObserver(() => report(bar.dataset.phase ?? '')).observe(bar, { attributeFilter: ['data-phase'] })
  })
  // With the keyboard: a hover would have the speculation rules prefetch the page, past the hold.
  await page.locator('footer').getByRole('link', { name: 'Cookie policy' }).first().focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => phases).toEqual(['loading'])
  release()
  await expect(page).toHaveURL(/\/en\/cookie-policy$/)
  await expect(page.locator('.navigation-progress')).toHaveAttribute('data-phase', 'idle')
  // A jump within the page starts nothing.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '#main', textContent: 'jump' })
    document.body.prepend(link)
    link.click()
  })
  await expect(page.locator('.navigation-progress')).toHaveAttribute('data-phase', 'idle')
})

test('an article shows how far it has been read', { tag: SAME_ON_PHONE }, async ({ page }) => {
  await page.goto('/en/blog/single/v1')
  await withoutReact(page)
  const bar = page.locator('.reading-progress')
  const widthShare = () => bar.evaluate((element) => element.getBoundingClientRect().width / document.documentElement.clientWidth)
  await expect.poll(widthShare).toBeLessThan(0.05)
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2))
  await expect.poll(widthShare).toBeGreaterThan(0.4)
  await expect.poll(widthShare).toBeLessThan(0.6)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(widthShare).toBeGreaterThan(0.99)
})

test('on a page without React the mobile menu opens and closes with the keyboard', async ({ page }) => {
  test.skip(!isPhone(page), 'the menu button is the phone layout')
  await page.goto('/de/pricing')
  await withoutReact(page)
  const button = page.getByRole('button', { name: 'Menü öffnen' })
  await button.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Hauptmenü' })
  await expect(menu).toBeVisible()
  // The whole menu is in the HTML: its groups are there without any script.
  await expect(menu.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('group').first()).toBeVisible()
  expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  // A group's chevron turns with that group only: the closed groups inside an open one point down.
  await menu.getByText('Seiten', { exact: true }).click()
  const chevrons = () =>
    menu.evaluate((dialog) =>
      [...dialog.querySelectorAll('details')]
        .filter((group) => group.checkVisibility())
        .map((group) => ({ open: group.open, turned: getComputedStyle(group.querySelector(':scope > summary > svg:last-of-type')!).rotate !== 'none' })),
    )
  await expect.poll(async () => (await chevrons()).filter((group) => group.open !== group.turned)).toEqual([])
  expect((await chevrons()).filter((group) => !group.open).length).toBeGreaterThan(6)
  await menu.getByText('Seiten', { exact: true }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
})

test('the header of a page without React shows the cart count after a product is added in the shop', { tag: SAME_ON_PHONE }, async ({ page }) => {
  await page.goto('/en/shop/single/1030')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).first().click()
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
  await page.goto('/en/help/detail')
  await withoutReact(page)
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart: 1 item' })).toBeVisible()
})

test('the header counts the wishlist on pages with and without React and links to it', { tag: SAME_ON_PHONE }, async ({ page }) => {
  const banner = page.getByRole('banner')
  const badge = banner.getByTestId('wishlist-count')
  await page.goto('/en/shop/single/1030')
  await hydrated(page)
  await expect(banner.getByRole('link', { name: 'Wishlist: 0 items' })).toBeVisible()
  await expect(badge).toBeHidden()
  await page.getByRole('button', { name: 'Add Nova X Smartphone to your wishlist' }).first().click()
  await expect(badge).toHaveText('1')
  await expect(banner.getByRole('link', { name: 'Wishlist: 1 item' })).toBeVisible()

  await page.goto('/de/help/detail')
  await withoutReact(page)
  await expect(badge).toHaveText('1')
  await banner.getByRole('link', { name: 'Wunschliste: 1 Artikel' }).click()
  await expect(page).toHaveURL(/\/de\/account\/wishlist$/)
  await hydrated(page)
  // Emptied on the wishlist page: the count goes, and the name says so.
  await page.getByRole('button', { name: 'Nova X Smartphone von der Wunschliste entfernen' }).click()
  await expect(badge).toBeHidden()
  await expect(banner.getByRole('link', { name: 'Wunschliste: 0 Artikel' })).toBeVisible()
})

test('a lead form on a page without React posts and shows its translated result', { tag: SAME_ON_PHONE }, async ({ page }) => {
  await page.goto('/tr/career/single/devops-engineer')
  await withoutReact(page)
  const form = page.locator('form#apply')
  await form.getByRole('button', { name: 'Gönder' }).click()
  await expect(page.getByText('Lütfen adınızı girin')).toBeVisible()
  const again = page.locator('form#apply')
  await again.getByLabel('Ad Soyad').fill('Ayşe Yılmaz')
  await again.getByLabel('E-posta').fill(`static.${Date.now()}.${process.pid}@example.com`)
  await again.getByLabel('Telefon').fill('(532) 123 45 67')
  await again.getByRole('textbox', { name: /Neden/ }).fill('Kubernetes ile on yıl.')
  // With its script live the form is sent to the API and answered with a toast (without, it posts as HTML).
  await expect(page.locator('html[data-lead-check]')).toHaveCount(1)
  await again.getByRole('button', { name: 'Gönder' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Teşekkürler, en kısa sürede sizinle iletişime geçeceğiz.' })).toContainText('Gönderildi')
})

test("a lead form on a page without React is checked in the browser first, with the server's schema", { tag: SAME_ON_PHONE }, async ({ page, request }) => {
  await page.goto('/en/partner')
  await withoutReact(page)
  const posts: string[] = []
  page.on('request', (sent) => sent.method() === 'POST' && posts.push(sent.url()))
  const form = page.locator('form#partner-form')
  // The check loads when the visitor first turns to the form.
  await form.getByLabel('Name Surname').focus()
  await expect(page.locator('html[data-lead-check]')).toHaveCount(1)
  await form.getByLabel('Email').fill('not an address')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByText('Please enter your company')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Name Surname')).toBeFocused()
  expect(posts).toEqual([])
  // After the first attempt the messages follow the corrections.
  const email = `static.partner.${Date.now()}.${process.pid}@example.com`
  await form.getByLabel('Email').fill(email)
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true')
  await form.getByLabel('Name Surname').fill('Grace Hopper')
  await form.getByLabel('Phone').fill('(532) 123 45 67')
  await form.getByLabel('Company').fill('Compilers Ltd')
  await form.getByLabel('Message').fill('We resell ERP systems in Bavaria.')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Sent Successfully' }).first()).toBeVisible()
  const stored = await request.get('/api/v1/admin/leads?limit=1000&kind=partner', { headers: { Authorization: 'Bearer e2e-admin-token' } })
  expect(((await stored.json()) as { items: { email: string }[] }).items.map((item) => item.email)).toContain(email)
})

test('a page without React has no accessibility violations in light and dark', async ({ page }) => {
  await page.goto('/en/privacy-policy')
  await withoutReact(page)
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    // Colours change with a transition: scan once they have settled (the reading progress is an
    // animation that follows the scroll position and never ends).
    await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))))
    const results = await axeBuilder(page).analyze()
    expect(results.violations.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
  }
})
