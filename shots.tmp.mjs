import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:3300'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] })
const anonymous = ['auth/sign-in', 'auth/sign-up', 'auth/forgot-password', 'pages-logout']
const signedIn = ['account/profile', 'account/security', 'account/notifications', 'account/projects', 'account/payment-details', 'account/delete-profile', 'account/wishlist', 'account/order-history']
for (const width of [390, 1280]) {
  for (const scheme of ['light', 'dark']) {
    for (const lang of ['tr', 'en', 'de']) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, colorScheme: scheme })
      const page = await context.newPage()
      for (const path of anonymous) {
        await page.goto(`${base}/${lang}/${path}`)
        await page.screenshot({ path: `/tmp/shots/${path.replace('/', '_')}-${lang}-${width}-${scheme}.png`, fullPage: width === 1280 })
      }
      await page.goto(`${base}/${lang}/shop/grid`)
      await page.evaluate(() => { localStorage.setItem('sf.shop.wishlist', JSON.stringify({ v: 1, productIds: [1030, 1032] })) })
      await page.goto(`${base}/${lang}/auth/sign-in`)
      await page.fill('input[name=email]', 'demo@example.com')
      await page.fill('input[name=password]', 'demo-password-2026')
      await Promise.all([page.waitForURL(/account/), page.click('form[method=post] button[type=submit]')])
      for (const path of signedIn) {
        await page.goto(`${base}/${lang}/${path}`)
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/${path.replace('/', '_')}-${lang}-${width}-${scheme}.png`, fullPage: width === 1280 })
      }
      await context.close()
    }
  }
}
await browser.close()
