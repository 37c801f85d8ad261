import { expect, test } from '@playwright/test'
import { axeBuilder } from './helpers/axe'
import { CART_KEY, cartButton, expectCount, hydrated, recordToasts, toastsShown, WISHLIST_KEY } from './helpers/shop'
import { nextFrames } from './helpers/foundation'
import { t } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

/** Chunks that hold shop code; none may load on a non-shop page before the visitor asks. */
const SHOP_CHUNK = /\/assets\/(cart-(store|panel|view|pages)|catalog|shop-(storage|keys|layout|pages|meta|index|grid|single|cart|empty-cart|checkout)|use-cart|use-shop-notices|wishlist-|product-|checkout-|order)[^/]*\.js$/

const STORED_CART = JSON.stringify({ v: 1, items: [{ id: '1030||', productId: 1030, quantity: 2 }] })

test('home loads no shop code until its cart button is used, which opens the cart panel; a shop page loads its React panel on first use', async ({ page }) => {
  let scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/en')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((path) => SHOP_CHUNK.test(path))).toEqual([])
  await expectCount(page, 0)

  // A page without React (docs/decisions/021, 023): the panel's own script loads on first use, and the panel opens in place.
  await cartButton(page, 'en').click()
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
  await expect(page).toHaveURL(/\/en$/)
  expect(scripts.filter((path) => SHOP_CHUNK.test(path))).toEqual([expect.stringMatching(/^\/assets\/cart-panel-[\w-]+\.js$/)])
  await expect(page.getByRole('dialog').getByText('Your cart is empty.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  // On a React page the same button opens the React panel, whose code loads on that first use.
  await page.goto('/en/shop/grid')
  await hydrated(page)
  scripts = []
  await cartButton(page, 'en').click()
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
  expect(scripts.some((path) => /\/cart-panel-[^/]*\.js$/.test(path))).toBe(true)
  await expect(page.getByRole('dialog').getByText('Your cart is empty.')).toBeVisible()
  expect(await page.locator('template[data-cart-panel]').count()).toBe(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('a stored cart shows its count on home without hydration errors or layout shift', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(([key, value]) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem(key!, value!)
    sessionStorage.setItem('seeded', '1')
    ;(window as unknown as { __shifts: number }).__shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, [CART_KEY, STORED_CART])
  await page.goto('/en')
  await hydrated(page)
  await expectCount(page, 2)
  const box = await cartButton(page, 'en').boundingBox()
  expect(box?.width).toBe(40)
  await page.goto('/en/shop/cart')
  await hydrated(page)
  await expect(page.getByRole('main').getByRole('link', { name: 'Nova X Smartphone', exact: true })).toBeVisible()
  const headerShift = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)
  expect(headerShift).toBeLessThan(0.1)
  expect(errors.filter((message) => /hydrat|did not match|Minified React error/i.test(message))).toEqual([])
})

for (const [label, value] of [
  ['broken JSON', '{"v":1,"items":[{'],
  ['an unknown format', '{"version":7,"lines":"x"}'],
  ['unknown ids and out-of-range quantities', JSON.stringify({ v: 1, items: [{ productId: 4242, quantity: 1 }, { productId: 1032, quantity: 999 }, { productId: 1030, quantity: -3 }] })],
] as const) {
  test(`a stored cart with ${label} recovers and says so once`, async ({ page }) => {
    await recordToasts(page)
    await page.addInitScript(
      ([key, raw]) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem(key!, raw!)
        sessionStorage.setItem('seeded', '1')
      },
      [CART_KEY, value],
    )
    await page.goto('/en/shop/cart')
    await hydrated(page)
    await expect.poll(() => toastsShown(page, t('en', 'shop.toast.repaired'))).toEqual(['info'])
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CART_KEY)) ?? 'null') as { v: number; items: { productId: number; quantity: number }[] }
    expect(stored.v).toBe(1)
    expect(stored.items.every((item) => [1030, 1031, 1032].includes(item.productId) && item.quantity > 0 && item.quantity <= 40)).toBe(true)
    // Once: the repaired value is clean, so the next page says nothing.
    await page.reload()
    await hydrated(page)
    await nextFrames(page)
    expect(await toastsShown(page, t('en', 'shop.toast.repaired'))).toEqual([])
  })
}

test('a corrupted wishlist recovers on the wishlist page', async ({ page }) => {
  await recordToasts(page)
  await page.addInitScript((key) => localStorage.getItem(key) ?? localStorage.setItem(key, '[[[nope'), WISHLIST_KEY)
  await page.goto('/tr/account/wishlist')
  await hydrated(page)
  await expect.poll(() => toastsShown(page, t('tr', 'shop.toast.repaired'))).toEqual(['info'])
  await expect(page.getByText(t('tr', 'account.wishlist.empty'))).toBeVisible()
})

test('with storage disabled the shop still works in memory and says so', async ({ page }) => {
  await recordToasts(page)
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  await page.goto('/de/shop/single/1030')
  await hydrated(page)
  await page.getByRole('button', { name: t('de', 'shop.product.addToCart') }).click()
  await expectCount(page, 1)
  await expect.poll(() => toastsShown(page, t('de', 'shop.toast.unavailable'))).toHaveLength(1)
})

test('a full storage keeps the cart for the page and says so', async ({ page }) => {
  await recordToasts(page)
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    }
  })
  await page.goto('/en/shop/single/1031')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expectCount(page, 1)
  await expect.poll(() => toastsShown(page, t('en', 'shop.toast.unavailable'))).toHaveLength(1)
  await expect.poll(() => toastsShown(page, 'Organic Cotton T-Shirt added to your cart')).toEqual(['success'])
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe: grid, product, cart and checkout have no violations (${theme})`, async ({ page }) => {
    test.setTimeout(scaled(60_000))
    await page.addInitScript(
      ([key, cart, theme]) => {
        localStorage.setItem('theme', theme!)
        if (!sessionStorage.getItem('seeded')) localStorage.setItem(key!, cart!)
        sessionStorage.setItem('seeded', '1')
      },
      [CART_KEY, STORED_CART, theme],
    )
    for (const path of ['/en/shop/grid', '/tr/shop/single/1030', '/de/shop/cart', '/en/account/wishlist', '/en/shop/checkout']) {
      await page.goto(path)
      await hydrated(page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      const results = await axeBuilder(page).analyze()
      expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }
    // The open cart panel and the checkout's error state too.
    await cartButton(page, 'en').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect((await axeBuilder(page).include('dialog').analyze()).violations).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Send demo order' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible()
    expect((await axeBuilder(page).analyze()).violations).toEqual([])
  })
}
