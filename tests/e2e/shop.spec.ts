import { expect, test, type Page } from '@playwright/test'
import { CART_KEY, cartButton, expectCount, hydrated, money, PHONE, recordToasts, toastsShown } from './helpers/shop'
import { languageTag, SAME_ON_PHONE } from './helpers/foundation'
import { type Lang, LANGUAGES, t } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

// Nova X: $699.00 with 10 % off → $629.10 a unit (cents).
const PHONE_PRICE = 69_900
const PHONE_UNIT = 62_910

async function openPanel(page: Page, lang: Lang) {
  await cartButton(page, lang).click()
  const dialog = page.getByRole('dialog', { name: t(lang, 'shop.cart.title') })
  await expect(dialog).toBeVisible()
  // The page behind does not scroll meanwhile (SPEC §9).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  return dialog
}

for (const lang of LANGUAGES) {
  test(`${lang}: grid → product → cart panel → cart page → reload → second tab → checkout → order history`, { tag: languageTag(lang) }, async ({ page, context }) => {
    test.setTimeout(scaled(90_000))
    await recordToasts(page)
    const name = PHONE[lang]

    await page.goto(`/${lang}/shop/grid`)
    await hydrated(page)
    await expectCount(page, 0)
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(`/${lang}/shop/single/1030`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${name} \\| `))

    // Add: success toast, header count at once.
    await hydrated(page)
    await page.getByRole('button', { name: t(lang, 'shop.product.addToCart') }).click()
    await expect.poll(() => toastsShown(page, t(lang, 'shop.toast.added', { name }))).toEqual(['success'])
    await expectCount(page, 1)

    // The panel shows it; a different quantity changes the subtotal.
    const panel = await openPanel(page, lang)
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(panel.getByTestId('cart-subtotal')).toContainText(money(lang, PHONE_UNIT))
    const quantity = panel.getByRole('combobox', { name: t(lang, 'shop.cart.quantityOf', { name }) })
    await expect(quantity.locator('option')).toHaveText(['01', '02', '03'])
    await quantity.selectOption('3')
    await expect(panel.getByTestId('cart-subtotal')).toContainText(money(lang, 3 * PHONE_UNIT))
    await expectCount(page, 3)
    await expect(panel.getByRole('link', { name: t(lang, 'shop.cart.checkout') })).toHaveAttribute('href', `/${lang}/shop/checkout`)
    await panel.getByRole('link', { name: t(lang, 'shop.cart.viewCart') }).click()
    await expect(page).toHaveURL(`/${lang}/shop/cart`)
    await expect(panel).toBeHidden()

    // Remove on the cart page: error-style toast, then the empty-cart page.
    await page.getByRole('main').getByRole('button', { name: t(lang, 'shop.cart.removeItem', { name }) }).click()
    await expect.poll(() => toastsShown(page, t(lang, 'shop.toast.removed', { name }))).toEqual(['error'])
    await expect(page).toHaveURL(`/${lang}/shop/empty-cart`)
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'shop.emptyCart.title') })).toBeVisible()
    await expectCount(page, 0)

    // Add again, then a reload keeps it.
    await page.goto(`/${lang}/shop/single/1030`)
    await hydrated(page)
    await page.getByRole('button', { name: t(lang, 'shop.product.addToCart') }).click()
    await expectCount(page, 1)
    await page.reload()
    await hydrated(page)
    await expectCount(page, 1)

    // A second tab sees the cart; a change there reaches the first tab.
    const second = await context.newPage()
    await second.goto(`/${lang}/shop/cart`)
    await hydrated(second)
    await expect(second.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible()
    await second.getByRole('main').getByRole('combobox').selectOption('2')
    await expectCount(page, 2)
    await second.getByRole('main').getByRole('combobox').selectOption('1')
    await expectCount(page, 1)
    await second.close()

    // Checkout: 699.00 − 69.90 = 629.10; tax 18 % = 113.24 (113.238); order total 742.34.
    await page.goto(`/${lang}/shop/checkout`)
    await hydrated(page)
    await expect(page.getByText(t(lang, 'shop.checkout.demoNotice'))).toBeVisible()
    await expect(page.getByTestId('summary-total')).toContainText(money(lang, PHONE_PRICE))
    await expect(page.getByTestId('summary-discount')).toContainText(money(lang, -6_990))
    await expect(page.getByTestId('summary-tax')).toContainText(money(lang, 11_324))
    await expect(page.getByTestId('summary-order-total')).toContainText(money(lang, 74_234))

    // An empty form gets translated field messages and keeps the cart.
    await page.getByRole('button', { name: t(lang, 'shop.checkout.placeOrder') }).click()
    await expect(page.getByRole('alert').filter({ hasText: t(lang, 'shop.checkout.errorSummary') })).toBeVisible()
    const nameField = page.getByRole('textbox', { name: t(lang, 'shop.checkout.name') })
    await expect(nameField).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(t(lang, 'shop.checkout.errors.name'))).toBeVisible()
    await expect(nameField).toBeFocused()

    await nameField.fill('Ada Lovelace')
    await page.getByRole('textbox', { name: t(lang, 'shop.checkout.email') }).fill('ada@')
    await page.getByRole('textbox', { name: t(lang, 'shop.checkout.phone') }).fill('0555 123 45 67')
    await page.getByRole('textbox', { name: t(lang, 'shop.checkout.street') }).fill('Teknoloji Cad. 12')
    await page.getByRole('textbox', { name: t(lang, 'shop.checkout.district') }).fill('Tepebaşı')
    await page.getByRole('textbox', { name: t(lang, 'shop.checkout.postalCode') }).fill('26130')
    // Exact: the Turkish "İl" (province) is also the start of "İlçe" (district).
    await page.getByRole('textbox', { name: t(lang, 'shop.checkout.city'), exact: true }).fill('Eskişehir')
    await page.getByRole('textbox', { name: t(lang, 'shop.checkout.country') }).fill('Türkiye')
    await page.getByRole('button', { name: t(lang, 'shop.checkout.placeOrder') }).click()
    await expect(page.getByText(t(lang, 'shop.checkout.errors.emailFormat'))).toBeVisible()
    await page.getByRole('textbox', { name: t(lang, 'shop.checkout.email') }).fill('ada@example.com')
    await page.getByRole('radio', { name: t(lang, 'shop.checkout.paymentTransfer') }).check()
    await page.getByRole('button', { name: t(lang, 'shop.checkout.placeOrder') }).click()

    const confirmation = page.getByRole('heading', { name: t(lang, 'shop.checkout.confirmedTitle') })
    await expect(confirmation).toBeVisible()
    const orderText = await page.getByText(/SF-\d{6}-[A-Z2-9]{6}/).textContent()
    const orderNumber = /SF-\d{6}-[A-Z2-9]{6}/.exec(orderText ?? '')?.[0]
    expect(orderNumber).toBeTruthy()
    await expectCount(page, 0)
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe('{"v":1,"items":[]}')

    await page.getByRole('link', { name: t(lang, 'shop.checkout.viewHistory') }).click()
    await expect(page).toHaveURL(`/${lang}/account/order-history`)
    const order = page.getByRole('article', { name: t(lang, 'account.orders.number', { number: orderNumber! }) })
    await expect(order).toBeVisible()
    await expect(order.getByTestId('summary-order-total')).toContainText(money(lang, 74_234))
    // The sample tax says it is one, beside the amounts and in the demo note under them.
    await expect(order.getByText(t(lang, 'shop.checkout.tax'))).toBeVisible()
    await expect(page.getByText(t(lang, 'shop.demoNote'))).toBeVisible()
  })
}

test('en: the wishlist heart toggles on cards and the product page; the wishlist page moves to cart and removes', { tag: SAME_ON_PHONE }, async ({ page }) => {
  await recordToasts(page)
  await page.goto('/en/shop/grid')
  await hydrated(page)
  const heart = page.getByRole('button', { name: 'Add Organic Cotton T-Shirt to your wishlist' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  const pressed = page.getByRole('button', { name: 'Remove Organic Cotton T-Shirt from your wishlist' })
  await expect(pressed).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Add Nova X Smartphone to your wishlist' }).click()

  // The product page shows the same state and toggles it back.
  await page.goto('/en/shop/single/1030')
  await hydrated(page)
  await page.getByRole('button', { name: 'Remove Nova X Smartphone from your wishlist', pressed: true }).click()
  await expect(page.getByRole('button', { name: 'Add Nova X Smartphone to your wishlist', pressed: false })).toBeVisible()

  await page.goto('/en/account/wishlist')
  await hydrated(page)
  await expect(page.getByRole('button', { name: /^Move .* to the cart$/ })).toHaveCount(1)
  await page.getByRole('button', { name: 'Move Organic Cotton T-Shirt to the cart' }).click()
  await expect.poll(() => toastsShown(page, 'Organic Cotton T-Shirt added to your cart')).toEqual(['success'])
  await expectCount(page, 1)
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible()

  await page.goto('/en/shop/single/1032')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add Lightweight Running Shoes to your wishlist' }).click()
  await page.goto('/en/account/wishlist')
  await page.getByRole('button', { name: 'Remove Lightweight Running Shoes from the wishlist' }).click()
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible()
})

test('en: the grid sorts and filters through its query string, server-rendered', async ({ page }) => {
  const response = await page.goto('/en/shop/grid?sort=price-asc&category=10')
  expect(response?.status()).toBe(200)
  const names = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(names).toHaveText(['Organic Cotton T-Shirt', 'Lightweight Running Shoes', 'Nova X Smartphone'])
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc')
  await expect(page).toHaveURL(/sort=price-desc/)
  await expect(names.first()).toHaveText('Nova X Smartphone')
  // Unknown values fall back to the defaults instead of failing.
  expect((await page.goto('/en/shop/grid?sort=<x>&category=abc'))?.status()).toBe(200)
  await expect(names).toHaveCount(3)
})

test('en: one line holds at most 3 (the spec\'s 01–03) and a product never more than its stock', { tag: SAME_ON_PHONE }, async ({ page }) => {
  await recordToasts(page)
  await page.goto('/en/shop/single/1030')
  await hydrated(page)
  const quantity = page.getByRole('combobox', { name: 'Quantity' })
  await expect(quantity.locator('option')).toHaveText(['1', '2', '3'])
  await quantity.selectOption('3')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expectCount(page, 3)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect.poll(() => toastsShown(page, 'You can add at most 3 of Nova X Smartphone to your cart')).toEqual(['warning'])
  await expectCount(page, 3)
  // Running shoes: 5 in stock, shared by the lines of every size.
  await page.goto('/en/shop/single/1032')
  await hydrated(page)
  for (const size of ['41', '42']) {
    await page.getByText(size, { exact: true }).click()
    await page.getByRole('combobox', { name: 'Quantity' }).selectOption('3')
    await page.getByRole('button', { name: 'Add to cart' }).click()
  }
  await expect.poll(() => toastsShown(page, 'Only 5 of Lightweight Running Shoes in stock')).toEqual(['warning'])
  await expectCount(page, 8)
  // The cart offers no more than 3, nor more than the stock leaves.
  const panel = await openPanel(page, 'en')
  const shoes = (size: string) => panel.getByRole('combobox', { name: t('en', 'shop.cart.quantityOf', { name: 'Lightweight Running Shoes' }) }).nth(size === '41' ? 0 : 1)
  await expect(panel.getByRole('combobox').first().locator('option')).toHaveText(['01', '02', '03'])
  await expect(shoes('41').locator('option')).toHaveText(['01', '02', '03'])
  await expect(shoes('42').locator('option')).toHaveText(['01', '02'])
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')

  // The empty-cart page, opened with items in the cart, says so and nothing else.
  await page.goto('/en/shop/empty-cart')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'shop.cart.pageTitle') })).toBeVisible()
  await expect(page.getByText(t('en', 'shop.emptyCart.hasItems'))).toBeVisible()
  await expect(page.getByText(t('en', 'shop.emptyCart.title'), { exact: true })).toHaveCount(0)
})

test('unknown product ids give the 404 page with status 404', async ({ page }) => {
  for (const path of ['/en/shop/single/9999', '/de/shop/single/abc', '/tr/shop/single/-1']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page.goto('/en/shop/single/9999')
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'notFound.heading') })).toBeVisible()
})

test('the product page is server-rendered with its search tags and a JSON-LD Product without a sample offer or rating', async ({ request }) => {
  const response = await request.get('/de/shop/single/1031')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<title>T-Shirt aus Bio-Baumwolle | ')
  expect(html).toContain('rel="canonical" href="http://127.0.0.1')
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
  const product = ld.find((item) => item['@type'] === 'Product')
  expect(product).toMatchObject({ name: 'T-Shirt aus Bio-Baumwolle', sku: '1031' })
  // A demo product: its sample price, stock and reviews are not for search results.
  expect(product).not.toHaveProperty('offers')
  expect(product).not.toHaveProperty('aggregateRating')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/en/shop/grid', '/tr/shop/single/1030', '/de/shop/index']) expect(sitemap).toContain(path)
  // Pages that show only this visitor's own cart, orders or wishlist are not for search engines.
  for (const path of ['/shop/cart', '/shop/empty-cart', '/shop/checkout', '/account/wishlist', '/account/order-history']) {
    expect(sitemap).not.toContain(path)
    const page = await (await request.get(`/en${path}`)).text()
    expect(page).toContain('<meta name="robots" content="noindex"/>')
  }
  expect(html).not.toContain('name="robots"')
})
