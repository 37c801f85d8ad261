import { expect, test, type Page } from '@playwright/test'
import { hydrated, SAME_ON_PHONE } from './helpers/foundation'
import { t } from './helpers/i18n'
import { cartButton } from './helpers/shop'

// Issue #37 item 3: the site's fallbacks for browsers without invoker commands, popover, scroll-driven
// animations and view transitions, run with those features taken away.
//
// How they are taken away. Chromium's switch for this, `--disable-blink-features=<Name>`, no longer
// reaches them: the Blink runtime features they shipped behind (HTMLCommandAttributes, earlier
// HTMLInvokeTargetAttribute; HTMLPopoverAttribute; ScrollTimeline; ViewTransition,
// ViewTransitionOnNavigation) were removed from runtime_enabled_features.json5 once they shipped.
// In the Chromium these tests run in (156) a browser launched with any of them still has every
// feature (`'commandForElement' in HTMLButtonElement.prototype`, `CSS.supports('animation-timeline:
// scroll()')`, `'popover' in HTMLElement.prototype` and `document.startViewTransition` all stay),
// while a name that is still a runtime feature does take effect. So this spec makes the browser
// behave as one without them, and checks in the page that the emulation holds:
// - invoker commands: the properties the frame tests for are deleted, and every `command` event is
//   cancelled before the button's native action (the spec makes that event cancelable for this),
//   so a `commandfor` button does nothing by itself (checked on a page without the frame script);
// - popover: the properties are deleted (the frame's fallback tests `'popover' in
//   HTMLElement.prototype`), and every `beforetoggle` that would open a popover is cancelled, so a
//   `popovertarget` button opens nothing by itself; `CSS.supports('selector(:popover-open)')` answers
//   false and the stylesheet's `@supports not selector(:popover-open)` block applies, as there. What
//   a script cannot take away is this browser's own style hiding a popover that is not
//   `:popover-open`: an author layer declared before the site's (so the lowest) shows every popover,
//   as a browser without popover does, and the site's fallback CSS hides the closed ones again;
// - scroll timelines and view transitions are CSS: the stylesheet reaches the page as an older
//   browser's parser reads it, the `@supports (animation-timeline: scroll())` block failing and the
//   unknown `@view-transition` rule dropped; `CSS.supports`, `ScrollTimeline`, `ViewTimeline`,
//   `startViewTransition` and `ViewTransition` answer as there.

test.describe.configure({ mode: 'parallel' })
// The off-canvas menu is the phone layout; both projects run this at a phone's width.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

/** A browser without invoker commands, popover, scroll timelines and view transitions, as seen by scripts. */
function withoutPlatformFeatures() {
  for (const name of ['commandForElement', 'command']) Reflect.deleteProperty(HTMLButtonElement.prototype, name)
  Reflect.deleteProperty(window, 'CommandEvent')
  // The native action of a `commandfor` button follows its `command` event unless that is cancelled.
  addEventListener('command', (event) => event.preventDefault(), { capture: true })
  for (const name of ['popover', 'showPopover', 'hidePopover', 'togglePopover']) Reflect.deleteProperty(HTMLElement.prototype, name)
  for (const name of ['popoverTargetElement', 'popoverTargetAction']) Reflect.deleteProperty(HTMLButtonElement.prototype, name)
  // A `popovertarget` button's native action opens its popover unless that popover's `beforetoggle` is cancelled.
  addEventListener('beforetoggle', (event) => (event as ToggleEvent).newState === 'open' && (event.target as Element).hasAttribute('popover') && event.preventDefault(), { capture: true })
  for (const name of ['ScrollTimeline', 'ViewTimeline', 'ViewTransition']) Reflect.deleteProperty(window, name)
  Reflect.deleteProperty(Document.prototype, 'startViewTransition')
  const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean
  CSS.supports = ((...args: string[]) => (/animation-timeline\s*:\s*(scroll|view)\(|:popover-open/.test(args.join(':')) ? false : supports(...args))) as typeof CSS.supports
  // Whether a navigation into this document ran a view transition.
  addEventListener('pagereveal', (event) => document.documentElement.setAttribute('data-test-reveal', (event as Event & { viewTransition: unknown }).viewTransition ? 'transition' : 'none'))
}

const SCROLL_TIMELINE_SUPPORTS = /@supports\s*\(\s*animation-timeline\s*:\s*scroll\(\)\s*\)/g
const VIEW_TRANSITION_RULE = /@view-transition\s*\{[^}]*\}/g
const NO_POPOVER_SUPPORTS = /@supports\s+not\s+selector\(\s*:popover-open\s*\)/g
/**
 * The page with React these tests open. Not /shop/cart: with an empty cart that page moves on to
 * /shop/empty-cart once it has hydrated, and an open menu rightly closes when the page changes (on
 * a busy machine the test's click came first).
 */
const REACT_PAGE = '/en/shop/empty-cart'
/** This browser's style for a popover that is not open is `display: none`; one without popover has none. */
const NO_POPOVER_UA_STYLE = '@layer x-older-browser{[popover]{display:block}}'

/**
 * Takes the features away from every page this test opens; the returned function tells how many
 * `@supports` blocks and `@view-transition` rules were taken out of the stylesheets so far.
 */
async function emulateOlderBrowser(page: Page): Promise<() => { supports: number; viewTransitions: number; popover: number }> {
  const removed = { supports: 0, viewTransitions: 0, popover: 0 }
  await page.addInitScript(withoutPlatformFeatures)
  await page.route(/\.css(\?|$)/, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } })
    const css = (await response.text())
      .replace(SCROLL_TIMELINE_SUPPORTS, () => (removed.supports++, '@supports (x-animation-timeline: scroll())'))
      .replace(VIEW_TRANSITION_RULE, () => (removed.viewTransitions++, ''))
      .replace(NO_POPOVER_SUPPORTS, () => (removed.popover++, '@supports not selector(:x-popover-open)'))
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)))
    await route.fulfill({ response, headers, body: NO_POPOVER_UA_STYLE + css })
  })
  return () => ({ ...removed })
}

test.describe('without invoker commands, scroll timelines and view transitions', { tag: SAME_ON_PHONE }, () => {
  test('the emulation holds: a commandfor button does nothing by itself, the features are gone from scripts and styles', async ({ page }) => {
    const fixture = '<button commandfor="sheet" command="show-modal">Open</button><dialog id="sheet">Sheet</dialog>'
    await page.route('**/platform-fallbacks-fixture', (route) => route.fulfill({ contentType: 'text/html', body: fixture }))
    // This Chromium opens the dialog by itself…
    await page.goto('/platform-fallbacks-fixture')
    await page.getByRole('button', { name: 'Open' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    // …and no longer once the features are taken away (no frame script on this page).
    const removed = await emulateOlderBrowser(page)
    await page.goto('/platform-fallbacks-fixture')
    await page.getByRole('button', { name: 'Open' }).click()
    expect(await page.locator('dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false)

    await page.goto('/en/blog/single/v1')
    await hydrated(page)
    expect(removed()).toEqual({ supports: 1, viewTransitions: 1, popover: 1 })
    expect(
      await page.evaluate(() => ({
        commandForElement: 'commandForElement' in HTMLButtonElement.prototype,
        popover: 'popover' in HTMLElement.prototype || 'showPopover' in HTMLElement.prototype || CSS.supports('selector(:popover-open)'),
        scrollTimelines: CSS.supports('animation-timeline: scroll()') || 'ScrollTimeline' in window,
        viewTransitions: 'startViewTransition' in document || 'ViewTransition' in window,
        viewTransitionRule: [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('@view-transition'))),
      })),
    ).toEqual({ commandForElement: false, popover: false, scrollTimelines: false, viewTransitions: false, viewTransitionRule: false })
  })

  for (const [kind, path] of [
    ['without React', '/en/pricing'],
    ['with React', REACT_PAGE],
  ] as const) {
    test(`a page ${kind}: the menu button opens the off-canvas menu and its close button closes it`, async ({ page }) => {
      await emulateOlderBrowser(page)
      await page.goto(path)
      await hydrated(page)
      // A page with React renders the menu's contents when it first opens (sheet.tsx).
      if (kind === 'with React') await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      else expect(await page.locator('script[type="module"]').count()).toBe(0)
      const menu = page.getByRole('dialog', { name: t('en', 'header.mainNav') })
      await page.getByRole('button', { name: t('en', 'header.openMenu') }).click()
      await expect(menu).toBeVisible()
      // The frame's fallback opened it as the platform would: modal, with the menu's links.
      expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
      await expect(menu.getByText(t('en', 'menu.pages.title'), { exact: true }).first()).toBeVisible()
      await menu.getByRole('button', { name: t('en', 'header.closeMenu') }).click()
      await expect(menu).toBeHidden()
      // And again: the fallback does not lose track after a close.
      await page.getByRole('button', { name: t('en', 'header.openMenu') }).click()
      await expect(menu).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    })
  }

  for (const [kind, path] of [
    ['without React', '/en/pricing'],
    ['with React', REACT_PAGE],
  ] as const) {
    test(`a page ${kind}: the language menu is hidden until its button opens it; Escape, a click outside and its button close it`, async ({ page }) => {
      await emulateOlderBrowser(page)
      await page.goto(path)
      await hydrated(page)
      const button = page.getByRole('button', { name: new RegExp(`^${t('en', 'language.label')}:`) })
      const menu = page.locator('#language-menu')
      const choice = menu.getByText(t('en', 'language.choose'))
      await expect(menu).toBeHidden()
      // The frame script loaded the fallback: the button says the menu is closed.
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await button.click()
      await expect(choice).toBeVisible()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      // The fallback opened it, not the browser.
      expect(await menu.evaluate((panel) => panel.matches(':popover-open'))).toBe(false)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await button.click()
      await expect(choice).toBeVisible()
      await page.getByRole('heading', { level: 1 }).first().click()
      await expect(menu).toBeHidden()
      await button.click()
      await expect(choice).toBeVisible()
      // Its button again (by keyboard: without anchor positioning in the header, the panel may cover it).
      await button.press('Enter')
      await expect(menu).toBeHidden()
    })
  }

  test('the cart panel opens and closes', async ({ page }) => {
    await emulateOlderBrowser(page)
    await page.goto('/en')
    await hydrated(page)
    await cartButton(page, 'en').click()
    const panel = page.getByRole('dialog', { name: t('en', 'shop.cart.title') })
    await expect(panel).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
    await panel.getByRole('button', { name: t('en', 'shop.cart.close') }).click()
    await expect(panel).toBeHidden()
  })

  test('an article shows no reading-progress bar without scroll timelines (with them it does)', async ({ page }) => {
    const bar = page.locator('.reading-progress')
    await page.goto('/en/blog/single/v1')
    await hydrated(page)
    await expect(bar).toHaveCSS('display', 'block')
    await emulateOlderBrowser(page)
    await page.goto('/en/blog/single/v1')
    await hydrated(page)
    await expect(bar).toHaveCount(1)
    await expect(bar).toHaveCSS('display', 'none')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(bar).toHaveCSS('display', 'none')
  })

  // Client-side navigations of React pages use no view transitions (no `viewTransition` option in
  // app/), so the cross-document ones are all there is to take away.
  test('links lead from page to page without view transitions', async ({ page }) => {
    const removed = await emulateOlderBrowser(page)
    await page.goto('/en')
    await hydrated(page)
    await page.locator('footer a[href="/en/faq"]').first().click()
    await expect(page).toHaveURL(/\/en\/faq$/)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The page came in without a transition, and the rule that asks for one never reached it.
    await expect(page.locator('html')).toHaveAttribute('data-test-reveal', 'none')
    expect(removed().viewTransitions).toBeGreaterThanOrEqual(2)
  })
})
