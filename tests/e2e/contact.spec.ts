import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, fullyVisibleSlides, sectionScriptsSeeOnScreen, settledScrollLeft, trackScrollLeft, visibleLogoVariants } from './helpers/content-pages'
import { languageTag, SAME_ON_PHONE, takePageClock } from './helpers/foundation'
import { contactTexts } from './helpers/page-content'
import { DICTIONARIES, LANGUAGES } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

test.describe.configure({ timeout: scaled(60_000) })

const MAP_HOST = 'openstreetmap.org'
const COUNTRIES = { tr: ['Türkiye', 'Türkiye', 'Almanya'], en: ['Türkiye', 'Türkiye', 'Germany'], de: ['Türkei', 'Türkei', 'Deutschland'] }
const CITIES = { tr: ['Eskişehir', 'İstanbul', 'Berlin'], en: ['Eskişehir', 'Istanbul', 'Berlin'], de: ['Eskişehir', 'Istanbul', 'Berlin'] }

for (const lang of LANGUAGES) {
  const d = contactTexts(lang)
  test(`contact page (${lang}): hero, e-mail link, followers, logos, form section and offices`, { tag: languageTag(lang) }, async ({ page }) => {
    await page.goto(`/${lang}/contact`)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.hero.title)
    await expect(page.getByText(d.hero.text)).toBeVisible()
    await expect(page.getByRole('link', { name: 'info@yazilimfabrikasi.com', exact: true })).toHaveAttribute('href', 'mailto:info@yazilimfabrikasi.com')

    const followers = page.getByTestId('followers').getByRole('link')
    await expect(followers).toHaveCount(5)
    expect(await followers.evaluateAll((links) => links.map((a) => a.getAttribute('data-network')))).toEqual(['facebook', 'instagram', 'dribbble', 'twitter', 'youtube'])
    await expect(followers.first()).toHaveAccessibleName(new RegExp(DICTIONARIES[lang].common.followOn.replace('{{network}}', 'Facebook')))

    await expect(page.getByRole('region', { name: d.clients.title }).locator('[data-slot="carousel-slide"]')).toHaveCount(8)
    await expect(page.getByRole('heading', { name: d.form.title })).toBeVisible()

    await expect(page.getByRole('heading', { name: d.offices.title })).toBeVisible()
    const cards = page.getByTestId('offices').locator('[data-office]')
    await expect(cards).toHaveCount(3)
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(CITIES[lang][i]!)
      await expect(card).toContainText(COUNTRIES[lang][i]!)
      await expect(card.locator('address')).not.toBeEmpty()
      await expect(card.getByRole('img')).toHaveAttribute('alt', d.offices.imageAlt.replace('{{city}}', CITIES[lang][i]!))
      const call = card.getByRole('link', { name: new RegExp(`^${d.offices.call}:`) })
      await expect(call).toHaveAttribute('href', /^tel:\+\d{10,}$/)
    }
    await expect(cards.first()).toContainText(d.offices.headquarters)
  })
}

test.describe('contact client-logo slider', () => {
  const widths: Array<[number, number]> = [[400, 2], [600, 3], [800, 4], [1280, 4]]
  for (const [width, perView] of widths) {
    // Each sets its own width: the phone project would repeat them exactly.
    test(`shows ${perView} logos per view at ${width} px`, { tag: SAME_ON_PHONE }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/en/contact')
      const carousel = page.getByRole('region', { name: contactTexts('en').clients.title })
      expect(await fullyVisibleSlides(carousel)).toBe(perView)
    })
  }

  test('autoplays without looping: previous is disabled at the start and next at the end', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    // The page's clock is the test's: autoplay and slides advance when the test says.
    await takePageClock(page)
    await page.goto('/en/contact')
    const t = DICTIONARIES.en.common.carousel
    const carousel = page.getByRole('region', { name: contactTexts('en').clients.title })
    await expect(page.locator('[data-carousel=""][data-live]')).toBeAttached()
    await page.mouse.move(0, 0)
    // Autoplay runs only on screen; at this size the logos are above the fold.
    await sectionScriptsSeeOnScreen(page, ['[data-carousel=""]'], true)
    await expect(carousel.getByRole('button', { name: t.previous })).toBeDisabled()
    await page.clock.runFor(3_400)
    // The step runs on the page clock; the browser applies scroll positions in real time.
    await expect.poll(() => trackScrollLeft(carousel)).toBeGreaterThan(0)
    await carousel.getByRole('button', { name: t.pause }).click()
    const next = carousel.getByRole('button', { name: t.next })
    // 8 logos, 4 per view: four steps reach the end; each step's 300 ms slide runs on the page's clock.
    // The buttons follow the track in an animation frame after its scroll event: the test moves the clock on while it waits.
    const settled = async () => {
      await page.clock.runFor(50)
      return next.isDisabled()
    }
    for (let i = 0; i < 6 && !(await settled()); i++) {
      // Forced: the button may turn disabled between the check and the click, at the end of the track.
      await next.click({ force: true })
      await page.clock.runFor(400)
    }
    await expect.poll(settled).toBe(true)
    await expect(carousel.getByRole('button', { name: t.previous })).toBeEnabled()
  })

  test('shows each logo in the variant of the current theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await page.goto('/de/contact')
    const carousel = page.getByRole('region', { name: contactTexts('de').clients.title })
    expect(new Set(await visibleLogoVariants(carousel))).toEqual(new Set(['dark']))
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'))
    expect(new Set(await visibleLogoVariants(carousel))).toEqual(new Set(['light']))
  })
})

test('the map loads from OpenStreetMap only after the visitor clicks', async ({ page }) => {
  const mapRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(MAP_HOST)) mapRequests.push(request.url())
  })
  // Stand-in for the third party: the tests never reach the internet.
  await page.route(`https://www.${MAP_HOST}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }))
  await page.goto('/en/contact')
  const map = page.getByTestId('office-map')
  await map.scrollIntoViewIfNeeded()
  await expect(map.getByRole('img', { name: contactTexts('en').map.previewAlt })).toBeVisible()
  await expect(map.locator('iframe')).toHaveCount(0)
  // Everything the page asks for has been asked for: none of it went to the map's host.
  await page.waitForLoadState('networkidle')
  expect(mapRequests).toEqual([])

  await map.getByRole('button', { name: contactTexts('en').map.load }).click()
  const frame = map.locator('iframe')
  await expect(frame).toHaveAttribute('title', contactTexts('en').map.iframeTitle)
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/)
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
})

test('the CSP lets the map frame in', async ({ request }) => {
  const response = await request.get('/en/contact')
  expect(response.headers()['content-security-policy']).toMatch(/frame-src[^;]*https:\/\/www\.openstreetmap\.org/)
})

test('the office background moves with parallax while scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en/contact')
  const layer = page.getByTestId('parallax-layer')
  // Drawn inline: as a picture it was a document the browser built during the page's load.
  await expect(layer.locator('svg')).toHaveCount(1)
  await expect(layer.locator('img')).toHaveCount(0)
  await page.getByTestId('offices').scrollIntoViewIfNeeded()
  await expect.poll(() => layer.evaluate((el) => el.style.transform)).toMatch(/translate3d/)
  const first = await layer.evaluate((el) => el.style.transform)
  await page.mouse.wheel(0, 300)
  await expect.poll(() => layer.evaluate((el) => el.style.transform)).not.toBe(first)
})

test.describe('visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('gets a still background and no logo autoplay on the contact page', { tag: SAME_ON_PHONE }, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await takePageClock(page)
    await page.goto('/tr/contact')
    const carousel = page.getByRole('region', { name: contactTexts('tr').clients.title })
    await expect(carousel.getByRole('button', { name: DICTIONARIES.tr.common.carousel.play })).toBeVisible()
    await expect(page.locator('[data-parallax][data-live]')).toBeAttached()
    await page.getByTestId('offices').scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 300)
    // More than an autoplay step (3 s) on the page's clock, and the parallax's idle start.
    await page.clock.runFor(3_500)
    expect(await page.getByTestId('parallax-layer').evaluate((el) => el.style.transform)).toBe('')
    expect(await settledScrollLeft(carousel)).toBe(0)
  })
})

test('contact page has no axe violations in the light and dark themes', async ({ page }) => {
  // axe on a long page is slow on a busy machine.
  test.setTimeout(scaled(150_000))
  await expectNoAxeViolations(page, '/tr/contact')
})
