import { expect, test } from '@playwright/test'
import { startAppServer } from '../fixtures/app-server.js'
import { FEED_ORIGIN } from '../../playwright.config'
import { sentTo, startSmtpSink, textOf, type SmtpSink } from '../integration/helpers/smtp-sink'
import { axeBuilder } from './helpers/axe'
import { hydrated } from './helpers/foundation'
import { t } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

// The e-mail sign-up's double opt-in through a real server and a local mail sink (issue #18).
// No layout of its own: desktop only (playwright.config.ts).

const ADMIN = 'e2e-confirm-admin-token'

test.describe('double opt-in', () => {
  let sink: SmtpSink
  let site: Awaited<ReturnType<typeof startAppServer>>

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000))
    sink = await startSmtpSink()
    site = await startAppServer(
      { NEWS_FEED_DE: `${FEED_ORIGIN}/de.xml`, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), LEADS_INBOX: 'sales@example.com', SMTP_FROM: 'site@example.com', LEADS_MAIL_RETRY_SECONDS: '0.5', ADMIN_TOKEN: ADMIN },
      { name: 'site-e2e-confirm' },
    )
  })

  test.afterAll(async () => {
    await site?.stop()
    await sink?.close()
  })

  test('a sign-up gets a confirmation mail; the link asks, the button confirms, then the company is told', async ({ page, request }) => {
    test.setTimeout(scaled(90_000))
    const email = `confirm-${Date.now()}@example.com`
    await page.goto(`${site.origin}/de`)
    await hydrated(page)
    const form = page.getByRole('form', { name: t('de', 'leads.signup.label') })
    await form.getByLabel(t('de', 'leads.signup.label')).fill(email)
    await form.getByRole('button', { name: t('de', 'leads.signup.submit') }).click()
    await expect(page.getByRole('status').filter({ hasText: t('de', 'leads.toast.signupMessage') })).toBeVisible()

    await expect.poll(() => sink.messages.filter((message) => sentTo(message, email)).length, { timeout: scaled(20_000) }).toBe(1)
    const mail = textOf(sink.messages.find((message) => sentTo(message, email))!)
    const link = new RegExp(`${site.origin.replace(/[.:/]/g, '\\$&')}/de/confirm-email\\?lead=\\d+&token=[\\w-]{22}`).exec(mail)?.[0]
    expect(link, mail).toBeTruthy()
    const admin = async (confirmed: boolean) =>
      ((await (await request.get(`${site.origin}/api/v1/admin/leads?kind=email&confirmed=${confirmed}`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { items: { email: string; confirmedAt: string | null }[] }).items
    expect((await admin(false)).map((item) => item.email)).toContain(email)
    expect(sink.messages.some((message) => sentTo(message, 'sales@example.com') && message.data.includes(email))).toBe(false)

    // Opening the link changes nothing yet; the page names the address and offers the button.
    const opened = await page.goto(link!)
    expect(opened?.status()).toBe(200)
    expect(opened?.headers()['cache-control']).toContain('no-store')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('de', 'leads.confirm.title'))
    await expect(page.getByText(email)).toBeVisible()
    expect((await axeBuilder(page).analyze()).violations).toEqual([])
    await page.getByRole('button', { name: t('de', 'leads.confirm.button') }).click()
    await expect(page.getByRole('status').filter({ hasText: t('de', 'leads.confirm.confirmed') })).toBeVisible()
    expect((await admin(true)).find((item) => item.email === email)?.confirmedAt).toMatch(/^\d{4}-/)
    await expect.poll(() => sink.messages.some((message) => sentTo(message, 'sales@example.com') && message.data.includes(email)), { timeout: scaled(20_000) }).toBe(true)

    // The same link again: already done, no second notice.
    await page.goto(link!)
    await expect(page.getByRole('status').filter({ hasText: t('de', 'leads.confirm.already') })).toBeVisible()
  })

  test('a wrong or broken link says so with status 400, a forged post is refused', async ({ page, request }) => {
    for (const query of ['lead=1&token=AAAAAAAAAAAAAAAAAAAAAA', 'lead=abc&token=%3Cscript%3E', '']) {
      const response = await page.goto(`${site.origin}/en/confirm-email?${query}`)
      expect(response?.status()).toBe(400)
      await expect(page.getByRole('alert').filter({ hasText: t('en', 'leads.confirm.invalid') })).toBeVisible()
    }
    // Another site's Origin: React Router refuses the action itself (400); a browser's cross-site
    // post without Origin is refused by ours (403). Neither confirms anything.
    const form = { lead: '1', token: 'AAAAAAAAAAAAAAAAAAAAAA' }
    expect((await request.post(`${site.origin}/en/confirm-email`, { form, headers: { origin: 'https://evil.test' } })).status()).toBe(400)
    expect((await request.post(`${site.origin}/en/confirm-email`, { form, headers: { 'sec-fetch-site': 'cross-site' } })).status()).toBe(403)
  })
})
