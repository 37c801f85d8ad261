import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test'
import { holdRequests, hydrated } from './helpers/foundation'
import { t } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

// The two lead kinds of the content pages (issue #15): a job application and a partner request,
// with the contact form's checks, stored under their own kind.
test.describe.configure({ timeout: scaled(90_000) })
const expect = baseExpect.configure({ timeout: scaled(20_000) })

let counter = 0
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${process.pid}.${++counter}@example.com`

async function adminLeads(request: APIRequestContext, kind: string) {
  const response = await request.get(`/api/v1/admin/leads?limit=1000&kind=${kind}`, { headers: { Authorization: 'Bearer e2e-admin-token' } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { items: Array<Record<string, unknown>> }).items
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a job application posts to the lead route, names the position and is stored as an application', async ({ page, request }) => {
    await page.goto('/de/career/single/devops-engineer')
    const form = page.locator('form#apply')
    await expect(form).toHaveAttribute('action', '/de/leads')
    const position = await form.getByRole('textbox', { name: 'Stelle' }).inputValue()
    expect(position.length).toBeGreaterThan(3)
    await form.getByRole('button', { name: 'Senden' }).click()
    await expect(page).toHaveURL(/\/de\/career\/single\/devops-engineer#apply$/)
    await expect(page.getByText('Bitte geben Sie Ihren Namen ein')).toBeVisible()
    const email = uniqueEmail('application')
    const again = page.locator('form#apply')
    await again.getByLabel('Vor- und Nachname').fill('Ada Lovelace')
    await again.getByLabel('E-Mail').fill(email)
    await again.getByLabel('Telefon').fill('+49 30 1234567')
    await again.getByRole('textbox', { name: /Warum Sie/ }).fill('Ten years of Kubernetes. https://example.com/cv.pdf')
    // The recruiting note, not the contact form's, and the optional box, unticked until the applicant ticks it.
    await expect(again.getByText('Wir verwenden Ihre Angaben nur für das Bewerbungsverfahren und löschen sie sechs Monate nach dessen Abschluss.')).toBeVisible()
    const pool = again.getByRole('checkbox', { name: /Ich willige ein, dass Sie meine Bewerbung zwei Jahre lang aufbewahren/ })
    await expect(pool).not.toBeChecked()
    await pool.check()
    await again.getByRole('button', { name: 'Senden' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Erfolgreich gesendet' })).toBeVisible()
    const stored = (await adminLeads(request, 'application')).find((item) => item.email === email)
    expect(stored).toMatchObject({ kind: 'application', nameSurname: 'Ada Lovelace', company: position, language: 'de', consentPurpose: 'talentPool' })
    expect(await adminLeads(request, 'form')).not.toContainEqual(expect.objectContaining({ email }))
  })

  test('the coming-soon sign-up asks for exactly its one notification, and the lead records that consent', async ({ page, request }) => {
    await page.goto('/de/coming-soon')
    const form = page.locator('form#email-signup')
    const notice = 'Mit der Anmeldung willigen Sie ein, dass wir Sie einmalig per E-Mail über den Start des Portals informieren.'
    await expect(form.getByText(notice)).toBeVisible()
    await expect(form.getByText('Produktneuigkeiten')).toHaveCount(0)
    const email = uniqueEmail('portal')
    await form.getByLabel('E-Mail').fill(email)
    await form.getByRole('button', { name: 'Senden' }).click()
    await expect(page).toHaveURL(/\/de\/coming-soon#email-signup$/)
    const stored = (await adminLeads(request, 'email')).find((item) => item.email === email)
    expect(stored).toMatchObject({ kind: 'email', language: 'de', consentPurpose: 'portal' })
    expect(String(stored?.consentText)).toContain(notice)
  })
})

test('a partner request is sent with JavaScript and stored as a partner lead', async ({ page, request }) => {
  await page.goto('/en/partner')
  await hydrated(page)
  const form = page.locator('form#partner-form')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByText('Please enter your company')).toBeVisible()
  const email = uniqueEmail('partner')
  await form.getByLabel('Name Surname').fill('Grace Hopper')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').fill('(532) 123 45 67')
  await form.getByLabel('Company').fill('Compilers Ltd')
  await form.getByLabel('Message').fill('We resell ERP systems in Bavaria.')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Sent Successfully' }).first()).toBeVisible()
  await expect.poll(async () => (await adminLeads(request, 'partner')).find((item) => item.email === email)).toMatchObject({ kind: 'partner', company: 'Compilers Ltd', language: 'en' })
})

test('a sign-up on a page without React is sent by its script: spinner while the API answers, then the toast; without JavaScript it posts', async ({ page, browser, request }) => {
  // The API's answer waits until the test has seen the sending state.
  const release = await holdRequests(page, '**/api/v1/Site/ContactEmail/Create')
  const posts: string[] = []
  page.on('request', (sent) => sent.method() === 'POST' && posts.push(new URL(sent.url()).pathname))
  await page.goto('/tr/coming-soon')
  await hydrated(page)
  expect(await page.locator('script[type=module]').count()).toBe(0)
  const form = page.locator('form#email-signup')
  const input = form.getByLabel(t('tr', 'leads.signup.label'))
  // The form's script loads when the visitor first turns to it.
  await input.focus()
  await expect(page.locator('html[data-lead-check]')).toHaveCount(1)
  const email = uniqueEmail('portal-js')
  await input.fill(email)
  const button = form.locator('button[type=submit]')
  await button.click()
  await expect(button).toBeDisabled()
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await expect(button.locator('svg.animate-spin')).toBeVisible()
  await expect(button).toHaveAccessibleName(t('tr', 'leads.signup.sending'))
  // A second submit while the call runs sends nothing.
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit())
  release()
  const toast = page.getByRole('status').filter({ hasText: t('tr', 'leads.toast.signupMessage') })
  await expect(toast).toContainText(t('tr', 'leads.toast.successTitle'))
  await expect(input).toHaveValue('')
  await expect(button).toBeEnabled()
  await expect(button).toHaveAccessibleName(t('tr', 'leads.signup.submit'))
  expect(posts).toEqual(['/api/v1/Site/ContactEmail/Create'])
  await expect.poll(async () => (await adminLeads(request, 'email')).filter((item) => item.email === email)).toEqual([expect.objectContaining({ language: 'tr', consentPurpose: 'portal' })])

  // The same form without JavaScript posts as HTML and comes back with its result.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto('/tr/coming-soon')
  const plainEmail = uniqueEmail('portal-nojs')
  await noScript.locator('form#email-signup').getByLabel(t('tr', 'leads.signup.label')).fill(plainEmail)
  await noScript.locator('form#email-signup').getByRole('button', { name: t('tr', 'leads.signup.submit') }).click()
  await expect(noScript).toHaveURL(/\/tr\/coming-soon#email-signup$/)
  await expect(noScript.getByRole('status').filter({ hasText: t('tr', 'leads.result.signupSent') })).toBeVisible()
  expect((await adminLeads(request, 'email')).find((item) => item.email === plainEmail)).toMatchObject({ language: 'tr', consentPurpose: 'portal' })
  await context.close()
})

test('a lead form sent before its script has loaded waits for it, then is sent by it', async ({ page }) => {
  const release = await holdRequests(page, '**/assets/lead-check-*.js')
  const posts: string[] = []
  page.on('request', (sent) => sent.method() === 'POST' && posts.push(new URL(sent.url()).pathname))
  await page.goto('/en/coming-soon')
  await hydrated(page)
  const form = page.locator('form#email-signup')
  await form.getByLabel(t('en', 'leads.signup.label')).fill(uniqueEmail('portal-early'))
  await form.getByRole('button', { name: t('en', 'leads.signup.submit') }).click()
  await expect(page.locator('html[data-lead-check]')).toHaveCount(0)
  expect(posts).toEqual([])
  release()
  await expect(page.getByRole('status').filter({ hasText: t('en', 'leads.toast.signupMessage') })).toBeVisible()
  expect(posts).toEqual(['/api/v1/Site/ContactEmail/Create'])
  await expect(page).toHaveURL(/\/en\/coming-soon$/)
})
