import { expect, test, type Page } from '@playwright/test'
import { axeBuilder } from './helpers/axe'
import { CART_KEY, cartButton, expectCount, hydrated, money, PHONE, TSHIRT } from './helpers/shop'
import { t } from './helpers/i18n'

// SPEC §2 "All pages": the header's cart button opens the right-side "Your Cart" panel, on pages
// without React too (docs/decisions/021): the panel comes with the page as a template, and its own
// small script loads on the first hover, focus or click. Runs at the desktop and the phone width.

const PHONE_UNIT = 62_910
const TSHIRT_UNIT = 1_999
const STORED_CART = { v: 1, items: [{ id: '1030||', productId: 1030, quantity: 1 }, { id: '1031||', productId: 1031, quantity: 2 }] }

/** A stored cart for the first page of the test (a reload keeps what the page then wrote). */
async function seedCart(page: Page, cart: unknown = STORED_CART) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem(key!, value!)
      sessionStorage.setItem('seeded', '1')
    },
    [CART_KEY, JSON.stringify(cart)],
  )
}

async function openHomePanel(page: Page) {
  await page.goto('/en')
  await hydrated(page)
  // A page without React: no module script.
  expect(await page.locator('script[type="module"]').count()).toBe(0)
  await cartButton(page, 'en').click()
  const panel = page.getByRole('dialog', { name: t('en', 'shop.cart.title') })
  await expect(panel).toBeVisible()
  await expect(page).toHaveURL(/\/en$/)
  return panel
}

const storedCart = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CART_KEY)

test('home: the cart button opens the panel with the stored lines; quantities change the subtotal and the count, Remove empties it', async ({ page }) => {
  await seedCart(page)
  const panel = await openHomePanel(page)
  await expectCount(page, 3)
  await expect(panel.getByRole('link', { name: PHONE.en, exact: true })).toHaveAttribute('href', '/en/shop/single/1030')
  await expect(panel.getByRole('link', { name: TSHIRT.en, exact: true })).toBeVisible()
  await expect(panel.locator('img[src="/images/shop/smartphone-front.svg"]')).toBeVisible()
  await expect(panel.getByTestId('cart-subtotal')).toContainText(money('en', PHONE_UNIT + 2 * TSHIRT_UNIT))
  // The panel sits at the right edge, over a page that does not scroll meanwhile.
  const box = (await panel.boundingBox())!
  expect(box.x + box.width).toBe(page.viewportSize()!.width)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

  const phoneQuantity = panel.getByRole('combobox', { name: t('en', 'shop.cart.quantityOf', { name: PHONE.en }) })
  await expect(phoneQuantity.locator('option')).toHaveText(['01', '02', '03'])
  await phoneQuantity.selectOption('3')
  await expect(panel.getByTestId('cart-subtotal')).toContainText(money('en', 3 * PHONE_UNIT + 2 * TSHIRT_UNIT))
  await expectCount(page, 5)
  expect(await storedCart(page)).toEqual({ v: 1, items: [{ id: '1030||', productId: 1030, quantity: 3 }, { id: '1031||', productId: 1031, quantity: 2 }] })

  await panel.getByRole('button', { name: t('en', 'shop.cart.removeItem', { name: PHONE.en }) }).click()
  await expect(panel.getByRole('link', { name: PHONE.en, exact: true })).toHaveCount(0)
  await expect(panel.getByTestId('cart-subtotal')).toContainText(money('en', 2 * TSHIRT_UNIT))
  await expectCount(page, 2)
  await panel.getByRole('button', { name: t('en', 'shop.cart.removeItem', { name: TSHIRT.en }) }).click()
  await expect(panel.getByText(t('en', 'shop.cart.empty'))).toBeVisible()
  await expect(panel.getByTestId('cart-subtotal')).toBeHidden()
  await expectCount(page, 0)
  expect(await storedCart(page)).toEqual({ v: 1, items: [] })

  // Escape closes it (the platform's modal dialog) and gives the page its scroll back.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  // The cart page agrees.
  await page.goto('/en/shop/cart')
  await hydrated(page)
  await expect(page.getByRole('main').getByRole('link', { name: TSHIRT.en, exact: true })).toHaveCount(0)
})

test('home: Continue to Checkout leads to the checkout with the cart; the backdrop and the close button close the panel', async ({ page }) => {
  await seedCart(page)
  let panel = await openHomePanel(page)
  await panel.getByRole('button', { name: t('en', 'shop.cart.close') }).click()
  await expect(panel).toBeHidden()
  panel = await openHomePanel(page)
  // The backdrop: left of the panel on a wide screen, above nothing on a phone (the panel is full width there).
  const box = (await panel.boundingBox())!
  if (box.x > 20) {
    await page.mouse.click(box.x / 2, box.height / 2)
    await expect(panel).toBeHidden()
    await cartButton(page, 'en').click()
    await expect(panel).toBeVisible()
  }
  const checkout = panel.getByRole('link', { name: t('en', 'shop.cart.checkout') })
  await expect(checkout).toHaveAttribute('href', '/en/shop/checkout')
  await checkout.click()
  await expect(page).toHaveURL(/\/en\/shop\/checkout$/)
  await hydrated(page)
  await expect(page.getByRole('main').getByText(PHONE.en).first()).toBeVisible()
})

test('home: the empty cart panel, and axe finds nothing on the open panel', async ({ page }) => {
  const panel = await openHomePanel(page)
  await expect(panel.getByText(t('en', 'shop.cart.empty'))).toBeVisible()
  await expect(panel.getByRole('link', { name: t('en', 'shop.cart.continueShopping') })).toHaveAttribute('href', '/en/shop/grid')
  await seedCartNow(page)
  await expectCount(page, 3)
  await expect(panel.getByRole('link', { name: PHONE.en, exact: true })).toBeVisible()
  const results = await axeBuilder(page).include('dialog[open]').analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
})

/** The cart changes in another tab while the panel is open: storage says so to this one. */
async function seedCartNow(page: Page) {
  const other = await page.context().newPage()
  await other.goto('/healthz')
  await other.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_KEY, JSON.stringify(STORED_CART)])
  await other.close()
}

test('a modified click opens the cart page in a new tab; a script that fails to load leaves the link to the cart page', { tag: '@same-on-phone' }, async ({ page, context }) => {
  await page.goto('/de')
  await hydrated(page)
  const [tab] = await Promise.all([context.waitForEvent('page'), cartButton(page, 'de').click({ modifiers: ['Control'] })])
  // The cart page; with an empty cart, it moves on to the empty-cart page once it runs (docs/decisions/021).
  await expect(tab!).toHaveURL(/\/de\/shop\/(empty-)?cart$/)
  await tab!.close()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.route(/\/assets\/cart-panel-[\w-]+\.js$/, (route) => route.abort())
  await page.reload()
  await hydrated(page)
  await cartButton(page, 'de').click()
  await expect(page).toHaveURL(/\/de\/shop\/(empty-)?cart$/)
})

test.describe('without JavaScript', { tag: '@same-on-phone' }, () => {
  test.use({ javaScriptEnabled: false })
  test('the cart button is a link to the cart page', async ({ page }) => {
    await page.goto('/tr')
    await page.getByRole('banner').locator('a[data-cart-link]').click()
    await expect(page).toHaveURL(/\/tr\/shop\/cart$/)
  })
})
