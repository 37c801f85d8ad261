import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { startAppServer } from '../fixtures/app-server.js'
import { FEED_ORIGIN } from '../../playwright.config'
import { axeBuilder } from './helpers/axe'
import { hydrated } from './helpers/foundation'
import { t } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

// Consent, the spec's analytics and the video facade (issue #18). Layout-light: desktop only
// (playwright.config.ts), the banner's phone layout is in the screenshots of the closing note.

/** Every request the page makes to a host other than `origin`. */
function foreignRequests(page: Page, origin: string): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) seen.push(url)
  })
  return seen
}

test('a first visit asks nothing of any other host: home, about (with its video) and contact (with its map)', async ({ page, baseURL }) => {
  const foreign = foreignRequests(page, baseURL!)
  for (const path of ['/en', '/en/about/v1', '/tr/contact']) {
    await page.goto(path)
    await hydrated(page)
    await page.mouse.wheel(0, 4000)
  }
  // Nothing to ask for without analytics configured: no banner on the shared test server.
  await expect(page.getByTestId('consent-dialog')).toBeHidden()
  expect(foreign).toEqual([])
})

test('the video loads YouTube\'s privacy-enhanced player only after a click', async ({ page }) => {
  // Never the internet: the player's address answers from here.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }))
  await page.goto('/de/about/v1')
  await hydrated(page)
  const frame = page.getByTestId('video-frame')
  await frame.scrollIntoViewIfNeeded()
  await expect(frame.locator('iframe')).toHaveCount(0)
  const play = frame.getByRole('link', { name: /Video abspielen: Ein Tag bei Software Factory/ })
  await expect(play).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
  await play.click()
  const player = frame.locator('iframe')
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/)
  await expect(player).toHaveAttribute('title', 'Ein Tag bei Software Factory')
  // Not remembered: the next visit shows the poster again, until "always load videos".
  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('video-frame').locator('iframe')).toHaveCount(0)
  await page.getByRole('button', { name: 'Videos immer laden' }).click()
  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('video-frame').locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/[\w-]{11}\?rel=0/)
})

test.describe('with session-recording analytics configured', () => {
  // Each test loads the home page (React) several times on a server of its own: on a busy 2-core
  // machine that took up to 30 s.
  test.describe.configure({ timeout: scaled(60_000) })
  let standIn: Server
  let standInOrigin = ''
  const scriptRequests: string[] = []
  let site: Awaited<ReturnType<typeof startAppServer>>

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000))
    // A local stand-in for the provider's host: it serves a script that records that it ran.
    standIn = createServer((request, response) => {
      scriptRequests.push(request.url ?? '')
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end('window.__analyticsRan = (window.__analyticsRan || 0) + 1')
    })
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
    standInOrigin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`
    site = await startAppServer(
      { NEWS_FEED_EN: `${FEED_ORIGIN}/en.xml`, ANALYTICS_PROVIDER: 'clarity', ANALYTICS_PROJECT_ID: 'e2e-project', ANALYTICS_SCRIPT_URL: `${standInOrigin}/tag/e2e-project` },
      { name: 'site-e2e-consent' },
    )
  })

  test.afterAll(async () => {
    await site?.stop()
    await new Promise((resolve) => standIn?.close(resolve))
  })

  test('nothing loads before consent; accepting statistics loads the script with an anonymous id; withdrawing removes it', async ({ page }) => {
    test.setTimeout(scaled(90_000))
    const foreign = foreignRequests(page, site.origin)
    await page.goto(`${site.origin}/en`)
    await hydrated(page)
    const dialog = page.getByRole('dialog', { name: t('en', 'consent.title') })
    await expect(dialog).toBeVisible()
    // Equal weight: the three choices look the same.
    const onlyNecessary = dialog.getByRole('button', { name: t('en', 'consent.onlyNecessary') })
    const acceptAll = dialog.getByRole('button', { name: t('en', 'consent.acceptAll') })
    expect(await onlyNecessary.getAttribute('class')).toBe(await acceptAll.getAttribute('class'))
    // The banner keeps the categories folded; they start unchecked, necessary cannot be unchecked.
    await dialog.locator('summary', { hasText: t('en', 'consent.categories') }).click()
    await expect(dialog.getByRole('checkbox', { name: t('en', 'consent.necessary') })).toBeDisabled()
    await expect(dialog.getByRole('checkbox', { name: t('en', 'consent.statistics') })).not.toBeChecked()
    // The page stays usable behind the banner, and nothing has been asked of another host.
    await page.getByRole('link', { name: t('en', 'footer.legal.imprint') }).scrollIntoViewIfNeeded()
    expect(foreign).toEqual([])
    expect(scriptRequests).toEqual([])
    expect(await page.evaluate(() => localStorage.getItem('clarity-visitor-id'))).toBeNull()
    const results = await axeBuilder(page).include('[data-testid="consent-dialog"]').analyze()
    expect(results.violations).toEqual([])

    await dialog.getByRole('checkbox', { name: t('en', 'consent.statistics') }).check()
    await dialog.getByRole('button', { name: t('en', 'consent.save') }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __analyticsRan?: number }).__analyticsRan)).toBe(1)
    expect(scriptRequests).toEqual(['/tag/e2e-project'])
    const id = await page.evaluate(() => localStorage.getItem('clarity-visitor-id'))
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('consent')))!)).toMatchObject({ version: 1, statistics: true, externalMedia: false })

    // The choice holds: no banner on the next page, the same id, the script again.
    await page.goto(`${site.origin}/en/contact`)
    await hydrated(page)
    await expect(dialog).toBeHidden()
    await expect.poll(() => scriptRequests.length).toBe(2)
    expect(await page.evaluate(() => localStorage.getItem('clarity-visitor-id'))).toBe(id)

    // Withdrawing from the footer: the id is gone and, after the reload that stops the script, nothing loads.
    await page.getByRole('link', { name: t('en', 'consent.settings') }).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: t('en', 'consent.statistics') })).toBeChecked()
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: t('en', 'consent.onlyNecessary') }).click()])
    await hydrated(page)
    expect(await page.evaluate(() => localStorage.getItem('clarity-visitor-id'))).toBeNull()
    expect(await page.evaluate(() => (window as unknown as { __analyticsRan?: number }).__analyticsRan)).toBeUndefined()
    expect(scriptRequests).toHaveLength(2)
  })

  test('the policy allows the provider only because it is configured, and a new consent version asks again', async ({ page }) => {
    const response = await page.goto(`${site.origin}/tr`)
    expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' 'nonce-`)
    expect(response?.headers()['content-security-policy']).toContain(standInOrigin)
    await hydrated(page)
    await page.evaluate(() => localStorage.setItem('consent', JSON.stringify({ version: 0, statistics: true, externalMedia: true, decidedAt: '2025-01-01T00:00:00Z' })))
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('dialog', { name: t('tr', 'consent.title') })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('clarity-visitor-id'))).toBeNull()
  })
})
