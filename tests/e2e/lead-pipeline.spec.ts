import { expect, request as playwrightRequest, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { startAppServer } from '../fixtures/app-server.js'
import { scaled } from '../fixtures/slowness.js'
import { axeBuilder } from './helpers/axe'
import { hydrated, languageTag, SAME_ON_PHONE } from './helpers/foundation'
import { LANGUAGES, t, type Lang } from './helpers/i18n'

// The sales pipeline of the admin inbox (issue #56 item 1) through a real server: one flow per
// language, half with JavaScript and half without, on one lead each; then the inbox's bulk spam
// as a plain form post. The admin signs in once; every context starts with that session.

const ADMIN = { email: 'admin@example.com', password: 'admin-password-2026', name: 'Admin' }
const RUN = Date.now()
const companyOf = (label: string) => `Pipeline ${label} ${RUN}`

test.describe('lead pipeline', () => {
  let site: Awaited<ReturnType<typeof startAppServer>>
  let session: BrowserContextOptions['storageState']

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000))
    site = await startAppServer({ ADMIN_ACCOUNT_EMAIL: ADMIN.email, ADMIN_ACCOUNT_PASSWORD: ADMIN.password }, { name: 'site-e2e-pipeline' })
    const api = await playwrightRequest.newContext({ baseURL: site.origin })
    // The leads, as a visitor without JavaScript sends them (the form route).
    for (const label of [...LANGUAGES, 'spam-1', 'spam-2']) {
      const form = { intent: 'form', returnTo: '/en/contact', email: `pipeline-${label}@example.com`, name: 'Grace Hopper', number: '+90 532 000 00 00', company: companyOf(label), message: `Please call me back (${label}).` }
      const sent = await api.post('/en/leads', { form, headers: { origin: site.origin }, maxRedirects: 0 })
      expect(sent.status(), label).toBe(303)
    }
    // One sign-in for the whole file, as the sign-in form posts it.
    const signedIn = await api.post('/en/auth/sign-in', { form: { email: ADMIN.email, password: ADMIN.password }, headers: { origin: site.origin }, maxRedirects: 0 })
    expect(signedIn.status()).toBeLessThan(400)
    session = await api.storageState()
    await api.dispose()
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  const contextFor = (browser: Browser, javaScriptEnabled: boolean) => browser.newContext({ storageState: session, javaScriptEnabled, baseURL: site.origin })
  const inboxRow = (page: Page, label: string) => page.getByRole('table').getByRole('row').filter({ hasText: companyOf(label) })
  /** The lead page's one table: its history, a header row first. */
  const history = (page: Page) => page.getByRole('table').getByRole('row')

  /**
   * Saves the pipeline form and waits for the saved lead: its details show the new stage only
   * once the 303 back to the page has been followed (with JavaScript or without).
   */
  async function savePipeline(page: Page, lang: Lang, values: { status: string; owner?: string; followUp?: string }) {
    await page.getByLabel(t(lang, 'admin.lead.status')).selectOption(values.status)
    if (values.owner !== undefined) await page.getByLabel(t(lang, 'admin.lead.owner')).selectOption({ label: values.owner })
    if (values.followUp !== undefined) await page.getByLabel(t(lang, 'admin.lead.followUp')).fill(values.followUp)
    await page.getByRole('button', { name: t(lang, 'admin.lead.save') }).click()
    await expect(page.getByRole('region', { name: t(lang, 'admin.lead.details') })).toContainText(t(lang, `admin.pipeline.statuses.${values.status}`))
    await expect(page.getByText(t(lang, 'admin.lead.saved'))).toBeVisible()
  }

  for (const lang of LANGUAGES) {
    test(`${lang}: an admin moves a lead from new to won, with an owner, a note and a follow-up date, with JavaScript and then without`, { tag: languageTag(lang) }, async ({ browser }) => {
      test.setTimeout(scaled(90_000))
      const status = (key: string) => t(lang, `admin.pipeline.statuses.${key}`)

      // With JavaScript: from the inbox to the lead's page, new → contacted → qualified, an owner, a day, a note.
      const withJs = await contextFor(browser, true)
      const page = await withJs.newPage()
      await page.goto(`/${lang}/admin/leads`)
      await hydrated(page)
      await expect(inboxRow(page, lang)).toContainText(status('new'))
      await inboxRow(page, lang).getByRole('link', { name: /#\d+/ }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(t(lang, 'admin.lead.heading', { id: '\\d+' })))
      const leadPath = new URL(page.url()).pathname
      await expect(page.getByText(t(lang, 'admin.lead.noHistory'))).toBeVisible()
      await savePipeline(page, lang, { status: 'contacted', owner: ADMIN.name, followUp: '2026-12-01' })
      await savePipeline(page, lang, { status: 'qualified' })
      await page.getByLabel(t(lang, 'admin.lead.note')).fill(`Demo booked (${lang}).`)
      await page.getByRole('button', { name: t(lang, 'admin.lead.addNote') }).click()
      await expect(page.getByText(t(lang, 'admin.lead.noteSaved'))).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: `Demo booked (${lang}).` })).toBeVisible()
      // The note's field is empty again for the next one.
      await expect(page.getByLabel(t(lang, 'admin.lead.note'))).toHaveValue('')
      // Header row, stage twice, owner, day: newest first.
      await expect(history(page)).toHaveCount(5)
      await expect(history(page).nth(1)).toContainText(`${status('contacted')} → ${status('qualified')}`)
      if (lang === 'en') expect((await axeBuilder(page).analyze()).violations).toEqual([])
      await withJs.close()

      // Without JavaScript: the same forms as plain posts, qualified → won, the day cleared.
      const withoutJs = await contextFor(browser, false)
      const plain = await withoutJs.newPage()
      const answer = await plain.goto(leadPath)
      // Private like the other admin pages: never stored, never indexed.
      expect(answer?.headers()['cache-control']).toBe('private, no-store')
      await expect(plain.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(plain.getByLabel(t(lang, 'admin.lead.status'))).toHaveValue('qualified')
      await savePipeline(plain, lang, { status: 'won', followUp: '' })
      await expect(plain.getByRole('listitem').filter({ hasText: `Demo booked (${lang}).` })).toBeVisible()
      const rows = history(plain)
      await expect(rows).toHaveCount(7)
      await expect(rows.filter({ hasText: `${status('qualified')} → ${status('won')}` })).toHaveCount(1)
      await expect(rows.filter({ hasText: t(lang, 'admin.lead.fields.owner') })).toContainText(`${t(lang, 'admin.lead.nobody')} → ${ADMIN.name}`)
      await expect(rows.filter({ hasText: ADMIN.name })).toHaveCount(6)
      // The inbox shows the outcome, and its stage filter finds the lead there.
      await plain.goto(`/${lang}/admin/leads?status=won`)
      await expect(inboxRow(plain, lang)).toContainText(status('won'))
      await expect(inboxRow(plain, lang)).toContainText(ADMIN.name)
      await withoutJs.close()
    })
  }

  test('marks the ticked leads as spam in one plain form post', { tag: SAME_ON_PHONE }, async ({ browser }) => {
    const context = await contextFor(browser, false)
    const page = await context.newPage()
    await page.goto('/en/admin/leads')
    for (const label of ['spam-1', 'spam-2']) await inboxRow(page, label).getByRole('checkbox').check()
    await page.getByRole('button', { name: t('en', 'admin.leads.bulkSpam') }).click()
    await expect(page.getByText(t('en', 'admin.leads.spammed.other', { count: 2 }))).toBeVisible()
    for (const label of ['spam-1', 'spam-2']) await expect(inboxRow(page, label)).toContainText(t('en', 'admin.pipeline.statuses.spam'))
    // Nothing ticked: a message, not an error page.
    await page.getByRole('button', { name: t('en', 'admin.leads.bulkSpam') }).click()
    await expect(page.getByText(t('en', 'admin.lead.errors.bulkNone'))).toBeVisible()
    await context.close()
  })
})
