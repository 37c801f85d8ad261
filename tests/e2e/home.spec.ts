import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, fullyVisibleSlides, sectionScriptsSeeOnScreen, settledScrollLeft, trackScrollLeft, visibleLogoVariants } from './helpers/content-pages'
import { languageTag, SAME_ON_PHONE, takePageClock } from './helpers/foundation'
import { CLIENT_LOGO_SLUGS, homeTexts } from './helpers/page-content'
import { DICTIONARIES, LANGUAGES } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

test.describe.configure({ timeout: scaled(60_000) })

const YEARS = String(new Date().getFullYear() - 2013)

for (const lang of LANGUAGES) {
  const d = homeTexts(lang)
  test.describe(`home page (${lang})`, { tag: languageTag(lang) }, () => {
    test('hero, feature group, statistics, accordion, how-we-work and call-to-action in the page language', async ({ page }) => {
      await page.goto(`/${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.hero.title)
      await expect(page.getByText(d.hero.typedAll)).toBeAttached()
      await expect(page.getByText(d.badges.reliability, { exact: true })).toBeVisible()
      await expect(page.getByText(d.badges.support, { exact: true })).toBeVisible()
      await expect(page.getByRole('img', { name: d.hero.dashboardAlt })).toHaveAttribute('src', `/images/home/dashboard-${lang}.svg`)
      await expect(page.getByRole('img', { name: d.hero.mascotAlt })).toBeVisible()
      await expect(page.getByRole('region', { name: d.hero.clients }).locator('[data-slot="carousel-slide"]')).toHaveCount(8)
      // The spec's follower list is on the home page too: five networks, in its order.
      const followers = page.getByTestId('followers').getByRole('link')
      expect(await followers.evaluateAll((links) => links.map((a) => a.getAttribute('data-network')))).toEqual(['facebook', 'instagram', 'dribbble', 'twitter', 'youtube'])
      await expect(followers.first()).toHaveAccessibleName(new RegExp(DICTIONARIES[lang].common.followOn.replace('{{network}}', 'Facebook')))

      // The feature group: design, modular approach, contact, data protection (SPEC §2).
      const features = page.getByRole('region', { name: d.features.title })
      await expect(features.getByRole('listitem')).toHaveCount(4)
      for (const item of d.features.items) await expect(features.getByRole('heading', { name: item.title, exact: true })).toBeVisible()
      const contactUs = features.getByRole('link', { name: d.features.items[2]!.link.label, exact: true })
      await expect(contactUs).toHaveAttribute('href', `/${lang}/contact`)
      for (const link of await features.getByRole('link').all()) {
        expect(await link.getAttribute('href')).toMatch(new RegExp(`^/${lang}/`))
      }

      await expect(page.getByRole('heading', { name: d.stats.title, exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: d.whatWeDo.title, exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: d.howWeWork.title, exact: true })).toBeVisible()
      for (const step of d.howWeWork.steps) await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: d.cta.title, exact: true })).toBeVisible()
      await expect(page.getByRole('img', { name: d.cta.imageAlt })).toHaveAttribute('src', `/images/home/coming-soon-${lang}.svg`)

      // Sections in the order of the spec: hero, features, statistics, accordion, how-we-work, news, CTA.
      const order = await page.locator('main section[aria-labelledby]').evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby')))
      const expected = ['features', 'figures', 'what-we-do', 'how-we-work', 'mobile-app']
      expect(order.filter((id) => expected.includes(id ?? ''))).toEqual(expected)
    })

    test('the typed text starts with the first category and cycles to the next one', { tag: SAME_ON_PHONE }, async ({ page }) => {
      // The page's clock is the test's: the typing advances when the test says (no race with a busy machine).
      await takePageClock(page)
      await page.goto(`/${lang}`)
      const typed = page.getByTestId('typed-category')
      await expect(typed).toHaveText(d.categories.web)
      await expect(page.locator('[data-typed][data-live]')).toBeAttached()
      // Record every text the element takes instead of polling.
      await typed.evaluate((element) => {
        const seen: string[] = ((window as unknown as { typedSeen: string[] }).typedSeen = [])
        // Each text the script writes replaces the text node: read it from the records, which keep
        // every step even when the clock runs several in one task.
        new MutationObserver((records) => {
          for (const record of records) for (const node of record.addedNodes) seen.push(node.textContent ?? '')
        }).observe(element, { subtree: true, childList: true })
      })
      const seen = () => page.evaluate(() => (window as unknown as { typedSeen: string[] }).typedSeen)
      // Web erased and Mobile typed, then Mobile erased and Desktop typed: SPEC's 100/50/500/500 ms take under 6 s.
      await page.clock.runFor(6_000)
      expect(await seen()).toContain(d.categories.mobile)
      expect(await seen()).toContain(d.categories.desktop)
      // Between two words it erases letter by letter and types the next one letter by letter.
      const texts = await seen()
      expect(texts).toContain(d.categories.mobile.slice(0, 2))
      // The pause button stops it where it is.
      await page.getByRole('button', { name: d.hero.pauseTyping }).click()
      const frozen = await typed.textContent()
      await page.clock.runFor(3_000)
      await expect(typed).toHaveText(frozen ?? '')
      await expect(page.getByRole('button', { name: d.hero.playTyping })).toBeVisible()
    })

    test('statistics count up from 0 to their values when scrolled into view; the accordion keeps one item open', { tag: SAME_ON_PHONE }, async ({ page }) => {
      await page.goto(`/${lang}`)
      const values = page.getByTestId('stat-value')
      // The count-up script resets the below-the-fold numbers to 0 until they scroll into view.
      await expect(values.first()).toHaveText('0', { timeout: scaled(15_000) })
      await page.getByRole('heading', { name: d.stats.title, exact: true }).scrollIntoViewIfNeeded()
      await expect(values).toHaveText([YEARS, '120+', '200+', '600+'], { timeout: scaled(5_000) })
      // Each language writes a percentage its own way (Intl's forms): %100, 100%, 100 %.
      await expect(page.getByTestId('satisfaction-badge')).toContainText(`${new Intl.NumberFormat(lang, { style: 'percent' }).format(1)} ${d.stats.satisfaction}`)
      await expect(page.getByText(d.stats.customers, { exact: true })).toBeVisible()

      // The what-we-do accordion keeps one item open, the first at the start (same page load).
      const items = page.getByRole('region', { name: d.whatWeDo.title }).locator('details')
      await expect(items).toHaveCount(4)
      await expect(items.nth(0)).toHaveAttribute('open', '')
      await expect(page.getByText(d.whatWeDo.items[0]!.answer)).toBeVisible()
      await page.getByText(d.whatWeDo.items[2]!.question).click()
      await expect(items.nth(2)).toHaveAttribute('open', '')
      await expect(items.nth(0)).not.toHaveAttribute('open')
      await expect(page.getByText(d.whatWeDo.items[2]!.answer)).toBeVisible()
      await expect(page.getByText(d.whatWeDo.items[0]!.answer)).toBeHidden()
    })
  })
}

test('server HTML has the first typed label and the final statistics (no JavaScript needed)', async ({ request }) => {
  const html = await (await request.get('/de')).text()
  expect(html).toContain(`data-testid="typed-category"`)
  expect(html).toMatch(new RegExp(`data-testid="typed-category"[^>]*><span data-typed-text="">${homeTexts('de').categories.web}</span>`))
  for (const value of [YEARS, '120', '200', '600']) expect(html).toMatch(new RegExp(`data-testid="stat-value"[^>]*><span data-count-up="${value}"[^>]*>${value}</span>`))
  expect(html).toMatch(/<details name="what-we-do-0" open=""/)
})

test('what animates for as long as the page is open changes in steps, not on every frame (the caret blinks)', { tag: SAME_ON_PHONE }, async ({ page }) => {
  await page.goto('/en')
  await expect(page.locator('[data-typed][data-live]')).toBeAttached()
  const endless = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => ({
        name: (animation as CSSAnimation).animationName,
        easings: (animation.effect as KeyframeEffect).getKeyframes().map((frame) => frame.easing),
      })),
  )
  // The typed words' caret is one; a smooth endless animation would keep the compositor drawing 60
  // frames a second on every visitor's device.
  expect(endless.map((animation) => animation.name)).toContain('caret-blink')
  for (const animation of endless) for (const easing of animation.easings) expect(easing, animation.name).toMatch(/^steps\(/)
})

test('the typing and the logo autoplay wait while they are off screen, and go on once back', { tag: SAME_ON_PHONE }, async ({ page }) => {
  // Tall enough to show the typed words and the logos (below a 900 px fold) at once.
  await page.setViewportSize({ width: 1280, height: 1300 })
  // The page's clock is the test's: the typing and the autoplay advance only when the test says.
  await takePageClock(page)
  await page.goto('/en')
  await expect(page.locator('[data-typed][data-live]')).toBeAttached()
  await expect(page.locator('[data-carousel="copies"][data-live]')).toBeAttached()
  await page.mouse.move(0, 0)
  const typed = page.getByTestId('typed-category')
  const carousel = page.getByRole('region', { name: homeTexts('en').hero.clients })
  const animated = ['[data-typed]', '[data-carousel="copies"]']

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await sectionScriptsSeeOnScreen(page, animated, false)
  const text = await typed.textContent()
  const left = await trackScrollLeft(carousel)
  // More than an autoplay step (3 s and its 300 ms slide) and many typed letters.
  await page.clock.runFor(4_000)
  await expect(typed).toHaveText(text ?? '')
  expect(await settledScrollLeft(carousel)).toBe(left)

  await page.evaluate(() => window.scrollTo(0, 0))
  await sectionScriptsSeeOnScreen(page, animated, true)
  await page.clock.runFor(4_000)
  await expect(typed).not.toHaveText(text ?? '')
  // The autoplay's step is taken on the page clock; the browser applies its scroll positions in
  // real time, so the test waits for the track to leave where it was.
  await expect.poll(() => trackScrollLeft(carousel)).not.toBe(left)
})

test.describe('hero client-logo carousel', () => {
  const widths: Array<[number, number]> = [[400, 2], [600, 3], [800, 4], [1000, 5], [1280, 6]]
  for (const [width, perView] of widths) {
    // Each sets its own width: the phone project would repeat them exactly.
    test(`shows ${perView} logos per view at ${width} px`, { tag: SAME_ON_PHONE }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/en')
      const carousel = page.getByRole('region', { name: homeTexts('en').hero.clients })
      expect(await fullyVisibleSlides(carousel)).toBe(perView)
      const gap = await carousel.locator('[data-slot="carousel-track"]').evaluate((el) => getComputedStyle(el).columnGap)
      expect(gap).toBe('50px')
      await expect(carousel.locator('img[data-variant="light"]').first()).toHaveAttribute('height', '60')
    })
  }

  test('autoplays, loops, pauses, and steps by buttons and keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await takePageClock(page)
    await page.goto('/en')
    const carousel = page.getByRole('region', { name: homeTexts('en').hero.clients })
    await expect(page.locator('[data-carousel="copies"][data-live]')).toBeAttached()
    await page.mouse.move(0, 0)
    // Below a 900 px fold: autoplay waits until it is on screen.
    await carousel.scrollIntoViewIfNeeded()
    await sectionScriptsSeeOnScreen(page, ['[data-carousel="copies"]'], true)
    // One 3 s autoplay step and its 300 ms slide, on the page's clock.
    await page.clock.runFor(3_400)
    await expect.poll(() => trackScrollLeft(carousel)).toBeGreaterThan(0)
    await carousel.getByRole('button', { name: DICTIONARIES.en.common.carousel.pause }).click()
    await expect(carousel.getByRole('button', { name: DICTIONARIES.en.common.carousel.play })).toBeVisible()
    await page.clock.runFor(400)
    const paused = await settledScrollLeft(carousel)
    await page.clock.runFor(6_000)
    expect(await settledScrollLeft(carousel)).toBe(paused)

    // Loop: it runs on. Before the first logo comes the last one; after the last one the first
    // again, moving forwards (the issue: it jumped back to the start instead).
    const track = carousel.locator('[data-slot="carousel-track"]')
    const geometry = await track.evaluate((element) => {
      const first = element.firstElementChild as HTMLElement
      const step = first.offsetWidth + (parseFloat(getComputedStyle(element).columnGap) || 0)
      return { step, period: step * element.querySelectorAll('[data-slot="carousel-slide"]').length }
    })
    const firstLogo = () =>
      track.evaluate((element) => {
        const left = element.getBoundingClientRect().left
        const slide = [...element.children].find((child) => child.getBoundingClientRect().left >= left - 1)
        return slide?.querySelector('img')?.getAttribute('alt')
      })
    const logos = await track.locator('[data-slot="carousel-slide"] img[data-variant="light"]').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
    await track.evaluate((element) => (element.scrollLeft = 0))
    // Each step's 300 ms slide runs on the page's clock.
    await carousel.getByRole('button', { name: DICTIONARIES.en.common.carousel.previous }).click()
    await page.clock.runFor(400)
    await expect.poll(() => trackScrollLeft(carousel)).toBe(geometry.period - geometry.step)
    expect(await firstLogo()).toBe(logos.at(-1))
    await carousel.getByRole('button', { name: DICTIONARIES.en.common.carousel.next }).click()
    await page.clock.runFor(400)
    await expect.poll(() => trackScrollLeft(carousel)).toBe(geometry.period)
    expect(await firstLogo()).toBe(logos[0])
    // The copy that makes this possible is hidden from assistive technology and the tab order.
    await expect(track.locator('[data-slot="carousel-copy"]').first()).toHaveAttribute('aria-hidden', 'true')

    await carousel.locator('[data-slot="carousel-track"]').focus()
    await page.keyboard.press('ArrowRight')
    await page.clock.runFor(400)
    await expect.poll(() => trackScrollLeft(carousel)).toBeGreaterThan(100)
    await page.keyboard.press('ArrowLeft')
    await page.clock.runFor(400)
    await expect.poll(() => trackScrollLeft(carousel)).toBe(0)
  })

  test('shows the dark logo variants in the dark theme and the light ones in the light theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await page.goto('/en')
    const carousel = page.getByRole('region', { name: homeTexts('en').hero.clients })
    expect(new Set(await visibleLogoVariants(carousel))).toEqual(new Set(['dark']))
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'))
    expect(new Set(await visibleLogoVariants(carousel))).toEqual(new Set(['light']))
  })

  test('draws every logo from its theme’s one sprite, each logo its own drawing', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      await page.goto('/en')
      const carousel = page.getByRole('region', { name: homeTexts('en').hero.clients })
      const shown = carousel.locator(`[data-slot="carousel-slide"] img[data-variant="${theme}"]`)
      expect(await shown.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual(
        CLIENT_LOGO_SLUGS.map((slug) => `/images/client-logos/${theme}.svg#${slug}`),
      )
      // The logos in view have loaded, and each view of the sprite shows a different drawing (were
      // the fragment ignored, every logo would be the sprite's first one).
      const drawings = () =>
        shown.evaluateAll((images) =>
          images
            .filter((image) => image.getBoundingClientRect().right <= window.innerWidth)
            .map((image) => {
              const picture = image as HTMLImageElement
              if (!picture.complete || picture.naturalWidth === 0) return ''
              const canvas = Object.assign(document.createElement('canvas'), { width: picture.width, height: picture.height })
              canvas.getContext('2d')!.drawImage(picture, 0, 0, picture.width, picture.height)
              return canvas.toDataURL()
            }),
        )
      await expect.poll(async () => (await drawings()).filter(Boolean).length).toBeGreaterThanOrEqual(2)
      const loaded = (await drawings()).filter(Boolean)
      expect(new Set(loaded).size, theme).toBe(loaded.length)
    }
    expect(requested).toEqual(expect.arrayContaining(['/images/client-logos/light.svg', '/images/client-logos/dark.svg']))
    expect(requested.filter((path) => path.startsWith('/images/clients/'))).toEqual([])
  })
})

test.describe('visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('sees no typing, no count-up and no autoplay', { tag: SAME_ON_PHONE }, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await takePageClock(page)
    await page.goto('/tr')
    const d = homeTexts('tr')
    const carousel = page.getByRole('region', { name: d.hero.clients })
    await expect(carousel.getByRole('button', { name: DICTIONARIES.tr.common.carousel.play })).toBeVisible()
    await expect(page.getByTestId('stat-value').first()).toHaveText(YEARS)
    await expect(page.locator('[data-typed][data-live]')).toBeAttached()
    await page.clock.runFor(6_000)
    await expect(page.getByTestId('typed-category')).toHaveText(d.categories.web)
    expect(await settledScrollLeft(carousel)).toBe(0)
    await page.getByRole('heading', { name: d.stats.title, exact: true }).scrollIntoViewIfNeeded()
    await expect(page.getByTestId('stat-value')).toHaveText([YEARS, '120+', '200+', '600+'])
  })
})

test('home page has no axe violations in the light and dark themes', async ({ page }) => {
  // axe on a long page is slow on a busy machine.
  test.setTimeout(scaled(150_000))
  await expectNoAxeViolations(page, '/en')
})
