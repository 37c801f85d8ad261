import { expect, test, type Page } from '@playwright/test'
import { startAppServer } from '../fixtures/app-server.js'
import { axeBuilder } from './helpers/axe'
import { escapeRegExp, HEADER_WIDTHS, headerFit, hydrated } from './helpers/foundation'
import { CART_KEY, expectCount, PHONE, WISHLIST_KEY } from './helpers/shop'
import { LANGUAGES, t } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

// Accounts through a real server (issue #17). Without SMTP the server logs each account mail's
// link, and this test follows it as a developer would. No layout of its own: desktop only
// (playwright.config.ts); the account pages' widths are covered by the screenshots.

const DEMO = { email: 'demo@example.com', password: 'demo-password-2026' }
const ADMIN = { email: 'admin@example.com', password: 'admin-password-2026' }

test.describe('accounts', () => {
  let site: Awaited<ReturnType<typeof startAppServer>>
  let log = ''

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000))
    site = await startAppServer(
      { DEMO_ACCOUNT_EMAIL: DEMO.email, DEMO_ACCOUNT_PASSWORD: DEMO.password, ADMIN_ACCOUNT_EMAIL: ADMIN.email, ADMIN_ACCOUNT_PASSWORD: ADMIN.password }, { name: 'site-e2e-accounts' })
    site.child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  /** The link of the last account mail of a kind the server logged (it has no SMTP here). */
  function loggedLink(kind: 'verify' | 'reset'): string | undefined {
    const lines = log.split('\n').filter((line) => line.includes(`"mail":"${kind}"`) && line.includes('"link"'))
    return lines.length ? (JSON.parse(lines.at(-1)!) as { link: string }).link : undefined
  }

  /** A form field by its whole label (the required mark aside): "Password" is not "New password". */
  const field = (page: Page, lang: 'tr' | 'en' | 'de', key: string) => page.getByLabel(new RegExp(`^${escapeRegExp(t(lang, key))}\\s*\\*?$`))

  /** Resolves when the page's next copy of its shop reached the account (app/features/accounts/account-shop-sync.ts). */
  const shopStateSent = (page: Page) =>
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/account/shop-state') && response.ok())

  async function signInWith(page: Page, email: string, password: string) {
    await field(page, 'en', 'account.fields.email').fill(email)
    await field(page, 'en', 'account.fields.password').fill(password)
    await page.getByRole('button', { name: t('en', 'account.auth.signIn.submit') }).click()
  }

  test('sign up, verify by the logged link, sign in, change the password, sign out, sign in with the new one', async ({ page }) => {
    test.setTimeout(scaled(120_000))
    const email = `ada-${Date.now()}@example.com`
    const name = 'Ada Lovelace'
    const newPassword = 'a much longer passphrase'

    await page.goto(`${site.origin}/en/auth/sign-up`)
    await hydrated(page)
    expect((await axeBuilder(page).analyze()).violations).toEqual([])
    // The browser runs the shared schema first: nothing is sent while a field is wrong.
    await page.getByRole('button', { name: t('en', 'account.auth.signUp.submit') }).click()
    await expect(page.getByText(t('en', 'account.errors.name'))).toBeVisible()
    await expect(field(page, 'en', 'account.fields.name')).toBeFocused()
    await field(page, 'en', 'account.fields.name').fill(name)
    await field(page, 'en', 'account.fields.email').fill(email)
    await field(page, 'en', 'account.fields.password').fill('first passphrase 2026')
    await page.getByRole('button', { name: t('en', 'account.auth.signUp.submit') }).click()
    await expect(page.getByRole('status').filter({ hasText: t('en', 'account.auth.signUp.sent') })).toBeVisible()
    await expect.poll(() => loggedLink('verify')).toContain('/en/auth/verify-email?token=')

    // An account page sends an anonymous visitor to sign-in, and sign-in brings them back.
    await page.goto(`${site.origin}/en/account/security`)
    await expect(page).toHaveURL(`${site.origin}/en/auth/sign-in?returnUrl=%2Fen%2Faccount%2Fsecurity`)
    await hydrated(page)
    await signInWith(page, email, 'first passphrase 2026')
    await expect(page.getByRole('alert').filter({ hasText: t('en', 'account.errors.unverified') })).toBeVisible()

    await page.goto(loggedLink('verify')!)
    await expect(page.getByRole('status').filter({ hasText: t('en', 'account.auth.verify.verified') })).toBeVisible()

    await page.goto(`${site.origin}/en/auth/sign-in?returnUrl=%2Fen%2Faccount%2Fsecurity`)
    await hydrated(page)
    expect((await axeBuilder(page).analyze()).violations).toEqual([])
    await signInWith(page, email, 'not the password at all')
    await expect(page.getByRole('alert').filter({ hasText: t('en', 'account.errors.credentials') })).toBeVisible()
    await signInWith(page, email, 'first passphrase 2026')
    await expect(page).toHaveURL(`${site.origin}/en/account/security`)
    // The header names the visitor at once (the layout's data is fetched again after sign-in).
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(escapeRegExp(name)) })).toBeVisible()

    await field(page, 'en', 'account.fields.currentPassword').fill('first passphrase 2026')
    await field(page, 'en', 'account.fields.newPassword').fill(newPassword)
    await page.getByRole('button', { name: t('en', 'account.security.change') }).click()
    await expect(page.getByRole('status').filter({ hasText: t('en', 'account.security.changed') })).toBeVisible()

    await page.getByRole('link', { name: t('en', 'menu.account.profile') }).first().click()
    await expect(page.getByText(email)).toBeVisible()
    expect((await axeBuilder(page).analyze()).violations).toEqual([])

    // Sign out from the header's account menu: the signed-out page, and the session is gone.
    await page.getByRole('banner').getByRole('button', { name: new RegExp(escapeRegExp(name)) }).click()
    await page.getByRole('button', { name: t('en', 'header.account.signOut') }).first().click()
    await expect(page).toHaveURL(`${site.origin}/en/pages-logout`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'account.auth.signedOut.title'))
    await expect(page.getByRole('banner').getByRole('link', { name: t('en', 'header.signIn') })).toBeVisible()
    const profile = await page.goto(`${site.origin}/en/account/profile`)
    expect(profile?.url()).toContain('/en/auth/sign-in?returnUrl=')

    await hydrated(page)
    await signInWith(page, email, 'first passphrase 2026')
    await expect(page.getByRole('alert').filter({ hasText: t('en', 'account.errors.credentials') })).toBeVisible()
    await signInWith(page, email, newPassword)
    await expect(page).toHaveURL(`${site.origin}/en/account/profile`)
    await expect(page.getByRole('heading', { level: 2, name: t('en', 'account.profile.title') })).toBeVisible()
  })

  test("a signed-in visitor's header, with a long name, fits in one row at every width and in every language", async ({ page }) => {
    test.setTimeout(scaled(120_000))
    const email = `long-name-${Date.now()}@example.com`
    const password = 'long name passphrase 2026'
    const post = (path: string, form: Record<string, string>) => page.request.post(`${site.origin}${path}`, { form, headers: { origin: site.origin }, maxRedirects: 0 })
    expect((await post('/en/auth/sign-up', { name: 'Maximiliane Schwarzenberg-Lindqvist', email, password })).status()).toBeLessThan(400)
    await expect.poll(() => loggedLink('verify')).toContain('/en/auth/verify-email?token=')
    await page.goto(loggedLink('verify')!)
    await expect(page.getByRole('status').filter({ hasText: t('en', 'account.auth.verify.verified') })).toBeVisible()
    // The page's request context shares the browser's cookies: this signs the page in.
    expect((await post('/en/auth/sign-in', { email, password })).status()).toBe(303)
    for (const width of HEADER_WIDTHS) {
      await page.setViewportSize({ width, height: 700 })
      for (const lang of LANGUAGES) {
        await page.goto(`${site.origin}/${lang}/help/detail`)
        await hydrated(page)
        await expect(page.getByRole('banner').getByRole('button', { name: t(lang, 'header.account.label') })).toBeVisible()
        expect(await headerFit(page), `${lang} at ${width} px`).toEqual({ barOverflow: 0, pageOverflow: 0, cartInView: true })
      }
    }
  })

  test('returnUrl leads back to a page of this site and never elsewhere', async ({ request }) => {
    const signIn = (returnUrl: string) =>
      request.post(`${site.origin}/en/auth/sign-in?returnUrl=${encodeURIComponent(returnUrl)}`, {
        form: { email: DEMO.email, password: DEMO.password },
        headers: { origin: site.origin },
        maxRedirects: 0,
      })
    const honoured = await signIn('/en/account/projects')
    expect(honoured.status()).toBe(303)
    expect(honoured.headers().location).toBe('/en/account/projects')
    expect(honoured.headers()['set-cookie']).toMatch(/sf_session=[\w-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax/)
    for (const offSite of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)']) {
      const response = await signIn(offSite)
      expect(response.status(), offSite).toBe(303)
      expect(response.headers().location, offSite).toBe('/en/account/profile')
    }
  })

  test('the demo account shows its sample projects and cannot be deleted; account pages are private', async ({ page }) => {
    await page.goto(`${site.origin}/de/auth/sign-in?returnUrl=%2Fde%2Faccount%2Fprojects`)
    await hydrated(page)
    await expect(page.getByText(DEMO.password)).toBeVisible()
    await field(page, 'de', 'account.fields.email').fill(DEMO.email)
    await field(page, 'de', 'account.fields.password').fill(DEMO.password)
    await page.getByRole('button', { name: t('de', 'account.auth.signIn.submit') }).click()
    await expect(page).toHaveURL(`${site.origin}/de/account/projects`)
    await expect(page.getByRole('heading', { level: 3, name: 'B2B-Bestellportal' })).toBeVisible()
    await expect(page.getByRole('progressbar').first()).toBeVisible()
    const response = await page.goto(`${site.origin}/de/account/delete-profile`)
    expect(response?.headers()['cache-control']).toContain('no-store')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await expect(page.getByRole('alert').filter({ hasText: t('de', 'account.errors.demoAccount') })).toBeVisible()
    expect(await page.getByRole('button', { name: t('de', 'account.delete.submit') }).count()).toBe(0)
  })

  test('without JavaScript: a forgotten password is reset by the logged link, and the account is deleted', async ({ browser }) => {
    test.setTimeout(scaled(90_000))
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const email = `nojs-${Date.now()}@example.com`
    await page.goto(`${site.origin}/tr/auth/sign-up`)
    await field(page, 'tr', 'account.fields.name').fill('Ayşe Yılmaz')
    await field(page, 'tr', 'account.fields.email').fill(email)
    await field(page, 'tr', 'account.fields.password').fill('kısa')
    await page.getByRole('button', { name: t('tr', 'account.auth.signUp.submit') }).click()
    // The server's answer, in Turkish, at the field; what was typed is kept (not the password).
    await expect(page.getByText(t('tr', 'account.errors.passwordLength'))).toBeVisible()
    await expect(field(page, 'tr', 'account.fields.email')).toHaveValue(email)
    await field(page, 'tr', 'account.fields.password').fill('ilk parola cümlesi 2026')
    await page.getByRole('button', { name: t('tr', 'account.auth.signUp.submit') }).click()
    await expect(page.getByRole('status').filter({ hasText: t('tr', 'account.auth.signUp.sent') })).toBeVisible()
    await expect.poll(() => loggedLink('verify')).toContain('/tr/auth/verify-email?token=')
    await page.goto(loggedLink('verify')!)

    await page.goto(`${site.origin}/tr/auth/forgot-password`)
    await field(page, 'tr', 'account.fields.email').fill(email)
    await page.getByRole('button', { name: t('tr', 'account.auth.forgot.submit') }).click()
    await expect(page.getByRole('status').filter({ hasText: t('tr', 'account.auth.forgot.sent') })).toBeVisible()
    await expect.poll(() => loggedLink('reset')).toContain('/tr/auth/reset-password?token=')
    const reset = loggedLink('reset')!
    await page.goto(reset)
    await field(page, 'tr', 'account.fields.newPassword').fill('yeni ve uzun bir parola')
    await page.getByRole('button', { name: t('tr', 'account.auth.reset.submit') }).click()
    await expect(page.getByRole('status').filter({ hasText: t('tr', 'account.auth.signIn.resetDone') })).toBeVisible()
    // The link worked once.
    await page.goto(reset)
    await expect(page.getByRole('alert').filter({ hasText: t('tr', 'account.auth.reset.invalid') })).toBeVisible()

    await page.goto(`${site.origin}/tr/auth/sign-in?returnUrl=%2Ftr%2Faccount%2Fdelete-profile`)
    await field(page, 'tr', 'account.fields.email').fill(email)
    await field(page, 'tr', 'account.fields.password').fill('yeni ve uzun bir parola')
    await page.getByRole('button', { name: t('tr', 'account.auth.signIn.submit') }).click()
    await expect(page).toHaveURL(`${site.origin}/tr/account/delete-profile`)
    await field(page, 'tr', 'account.fields.currentPassword').fill('yeni ve uzun bir parola')
    await page.getByRole('button', { name: t('tr', 'account.delete.submit') }).click()
    await expect(page).toHaveURL(`${site.origin}/tr/pages-logout?deleted=1`)
    await expect(page.getByRole('status').filter({ hasText: t('tr', 'account.auth.signedOut.deleted') })).toBeVisible()
    // The account is gone: its password opens nothing any more.
    await page.goto(`${site.origin}/tr/auth/sign-in`)
    await field(page, 'tr', 'account.fields.email').fill(email)
    await field(page, 'tr', 'account.fields.password').fill('yeni ve uzun bir parola')
    await page.getByRole('button', { name: t('tr', 'account.auth.signIn.submit') }).click()
    await expect(page.getByRole('alert').filter({ hasText: t('tr', 'account.errors.credentials') })).toBeVisible()
    await context.close()
  })

  test("the shop follows the account: the browser's cart and wishlist join it at sign-in, another device sees them, sign-out clears this browser", async ({ browser }) => {
    test.setTimeout(scaled(90_000))
    // An account of one person (here the seeded admin): the shared demo account keeps each visitor's shop with their own session.
    const laptop = await browser.newContext()
    const page = await laptop.newPage()
    // Shopped before signing in: two units of product 1031 in the cart, the phone (1030) wished.
    await page.goto(`${site.origin}/en/auth/sign-in`)
    await page.evaluate(
      ([cartKey, cart, wishlistKey, wishlist]) => {
        localStorage.setItem(cartKey!, cart!)
        localStorage.setItem(wishlistKey!, wishlist!)
      },
      [CART_KEY, JSON.stringify({ v: 1, items: [{ id: '1031||', productId: 1031, quantity: 2 }] }), WISHLIST_KEY, JSON.stringify({ v: 1, productIds: [1030] })],
    )
    await page.reload()
    await hydrated(page)
    // The count shows the browser's own cart at once; the other devices below need the account's
    // copy, which the first page after sign-in sends (a POST of the shop state): wait for its answer.
    const joined = shopStateSent(page)
    await signInWith(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(`${site.origin}/en/account/profile`)
    await expectCount(page, 2)
    await joined

    // Another device, without JavaScript even: the account's wishlist is on the server.
    const phone = await browser.newContext({ javaScriptEnabled: false })
    const other = await phone.newPage()
    await other.goto(`${site.origin}/en/auth/sign-in`)
    await signInWith(other, ADMIN.email, ADMIN.password)
    await expect(other).toHaveURL(`${site.origin}/en/account/profile`)
    await other.goto(`${site.origin}/en/account/wishlist`)
    await expect(other.getByRole('main').getByRole('link', { name: PHONE.en })).toBeVisible()
    await phone.close()

    // Signed in, a change here reaches the account: the wishlist emptied on the laptop…
    await page.goto(`${site.origin}/en/account/wishlist`)
    await hydrated(page)
    // A change is sent after a short pause (changes come in bursts): the fresh browser waits for it.
    const removed = shopStateSent(page)
    await page.getByRole('button', { name: t('en', 'account.wishlist.removeItem', { name: PHONE.en }) }).click()
    await expect(page.getByText(t('en', 'account.wishlist.empty'))).toBeVisible()
    await removed
    // …is empty for a fresh browser too, while the cart is still there.
    const tablet = await browser.newContext()
    const third = await tablet.newPage()
    await third.goto(`${site.origin}/en/auth/sign-in`)
    await hydrated(third)
    await signInWith(third, ADMIN.email, ADMIN.password)
    await expect(third).toHaveURL(`${site.origin}/en/account/profile`)
    await expectCount(third, 2)
    await third.goto(`${site.origin}/en/account/wishlist`)
    await expect(third.getByText(t('en', 'account.wishlist.empty'))).toBeVisible()
    await tablet.close()

    // Signed out: this browser no longer holds the account's shop.
    await page.getByRole('banner').getByRole('button', { name: `Admin ${t('en', 'header.account.label')}` }).click()
    await page.getByRole('button', { name: t('en', 'header.account.signOut') }).first().click()
    await expect(page).toHaveURL(`${site.origin}/en/pages-logout`)
    // The frame clears it once the page is parsed (a deferred script): wait for that, not for the
    // server-rendered count, which shows 0 before the frame has run.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBeNull()
    await expectCount(page, 0)
    await laptop.close()
  })

  test('the admin pages: admins filter the leads and download them, and see the page views; other accounts find no such page', async ({ page, request }) => {
    test.setTimeout(scaled(90_000))
    // Two leads through the form route (as a visitor without JavaScript sends them).
    const company = `Inbox Test ${Date.now()}`
    for (const [intent, extra] of [['form', { name: 'Grace Hopper', number: '+90 532 000 00 00', company, message: 'Please call me back about the demo.' }], ['email', { purpose: 'demo' }]] as const) {
      const sent = await request.post(`${site.origin}/en/leads`, { form: { intent, returnTo: '/en/contact', email: `inbox-${intent}@example.com`, ...extra }, headers: { origin: site.origin }, maxRedirects: 0 })
      expect(sent.status(), intent).toBe(303)
      expect(sent.headers()['set-cookie'], intent).not.toContain('invalid')
    }

    // A signed-in account without the Admin role: the 404 page, for the page and its CSV.
    await page.goto(`${site.origin}/en/auth/sign-in`)
    await hydrated(page)
    await signInWith(page, DEMO.email, DEMO.password)
    await expect(page).toHaveURL(`${site.origin}/en/account/profile`)
    expect((await page.goto(`${site.origin}/en/admin/leads`))?.status()).toBe(404)
    expect((await page.request.get(`${site.origin}/en/admin/leads.csv`)).status()).toBe(404)
    await page.context().clearCookies()

    // The admin reaches the inbox from the account menu.
    await page.goto(`${site.origin}/en/auth/sign-in?returnUrl=%2Fen%2Fpages-logout`)
    await hydrated(page)
    await signInWith(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(`${site.origin}/en/pages-logout`)
    await page.getByRole('banner').getByRole('button', { name: `Admin ${t('en', 'header.account.label')}` }).click()
    await page.getByRole('link', { name: t('en', 'header.account.leadsInbox') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'admin.leads.title'))
    const table = page.getByRole('table')
    await expect(table.getByRole('row').filter({ hasText: company })).toContainText(t('en', 'admin.leads.kinds.form'))
    await expect(table.getByRole('row').filter({ hasText: 'inbox-email@example.com' })).toContainText(t('en', 'admin.leads.unconfirmed'))
    // Without SMTP every lead is stored, and says so.
    await expect(table.getByRole('row').filter({ hasText: company })).toContainText(t('en', 'admin.leads.delivery.stored'))
    expect((await axeBuilder(page).analyze()).violations).toEqual([])

    // Filter by kind: only contact messages stay.
    await page.getByLabel(t('en', 'admin.leads.kind')).selectOption('form')
    await page.getByRole('button', { name: t('en', 'admin.leads.apply') }).click()
    await expect(page).toHaveURL(/\?kind=form(&|$)/)
    await expect(table.getByRole('row').filter({ hasText: 'inbox-email@example.com' })).toHaveCount(0)
    await expect(table.getByRole('row').filter({ hasText: company })).toHaveCount(1)

    // The CSV holds what the filters show.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t('en', 'admin.leads.export') }).click()])
    expect(download.suggestedFilename()).toBe('leads-form.csv')
    const csv = await download.createReadStream().then(async (stream) => {
      let text = ''
      for await (const chunk of stream) text += chunk.toString()
      return text
    })
    expect(csv).toContain(company)
    expect(csv).not.toContain('inbox-email@example.com')

    // A date that does not exist is a message and a 400, not an error page.
    const invalid = await page.goto(`${site.origin}/en/admin/leads?from=2026-02-30`)
    expect(invalid?.status()).toBe(400)
    await expect(page.getByText(t('en', 'admin.leads.errors.date'))).toBeVisible()

    // Page views: three visits by an ordinary browser (a headless one is a robot and not counted).
    const visitor = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', accept: 'text/html' }
    for (const [pagePath, referer] of [['/de/page-views-test', ''], ['/de/contact', 'https://www.example.org/links'], ['/de/contact', '']]) {
      await request.get(`${site.origin}${pagePath}`, { headers: { ...visitor, ...(referer ? { referer } : {}) } })
    }
    await page.getByRole('navigation', { name: t('en', 'admin.nav.label') }).getByRole('link', { name: t('en', 'admin.nav.pageViews') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'admin.views.title'))
    // The unknown page answered 404 and is not counted; the contact page twice, once from example.org.
    await expect(page.getByRole('listitem').filter({ hasText: '/de/contact' })).toContainText('2')
    await expect(page.getByRole('listitem').filter({ hasText: 'example.org' })).toContainText('1')
    await expect(page.getByText('/de/page-views-test')).toHaveCount(0)
    expect((await axeBuilder(page).analyze()).violations).toEqual([])
    expect((await page.goto(`${site.origin}/en/admin/page-views?days=12`))?.status()).toBe(400)
    await expect(page.getByRole('alert')).toHaveText(t('en', 'admin.views.invalidPeriod'))
  })

  test('1,000 malformed sign-in and sign-up posts get 4xx answers, never a 5xx', async ({ request }) => {
    test.setTimeout(scaled(180_000))
    const bodies: (string | Record<string, string>)[] = [
      '',
      'email=&password=',
      'email=%ZZ&password=%',
      `email=${'a'.repeat(5000)}@x.co&password=x`,
      'email=a%00b@example.com&password=xxxxxxxxxxxx',
      'password[]=1&email[]=2',
      'name=%F0%9F&email=x@y.z&password=' + 'p'.repeat(200),
      '\u0000\u0001\u0002',
      '{"email":"a@b.co","password":"x"}',
      'email=a@b.co&email=c@d.co&password=one&password=two',
    ]
    const contentTypes = ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-16', 'multipart/form-data; boundary=x', 'text/plain', 'application/json']
    const statuses = new Map<number, number>()
    let sent = 0
    const batch: Promise<void>[] = []
    for (let index = 0; index < 1000; index++) {
      const path = ['/en/auth/sign-in', '/tr/auth/sign-up', '/de/auth/forgot-password', '/en/auth/reset-password?token=1.2.3'][index % 4]!
      const body = bodies[index % bodies.length]!
      batch.push(
        request
          .post(`${site.origin}${path}`, {
            headers: { origin: site.origin, 'content-type': contentTypes[Math.floor(index / bodies.length) % contentTypes.length]! },
            data: typeof body === 'string' ? body : JSON.stringify(body),
            maxRedirects: 0,
          })
          .then((response) => {
            statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
            sent++
          }),
      )
      if (batch.length === 20) await Promise.all(batch.splice(0))
    }
    await Promise.all(batch)
    expect(sent).toBe(1000)
    expect([...statuses.keys()].filter((status) => status >= 500), JSON.stringify([...statuses])).toEqual([])
  })
})
