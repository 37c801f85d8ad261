import type { Page, Route } from '@playwright/test'
import type { Lang } from './i18n'

export const COMPANY: Record<Lang, string> = { tr: 'Yazılım Fabrikası', en: 'Software Factory', de: 'Software Factory' }

/**
 * The tag of a test repeated for each language: the desktop project runs all three (their texts),
 * the phone project only the English one (its layout is the same in every language; see
 * playwright.config.ts).
 */
export function languageTag(lang: Lang): string[] {
  return lang === 'en' ? [] : ['@other-language']
}

/**
 * The tag of a test whose subject does not depend on the layout (the theme logic, axe scans of
 * pages whose DOM is the same at every width): the phone project leaves it to the desktop run.
 */
export const SAME_ON_PHONE = '@same-on-phone'

/** Whether this project renders the phone layout (below Tailwind's lg breakpoint). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024
}

/**
 * Waits until the page's scripts are live, so clicks reach their handlers: the frame script (every
 * page, `html[data-frame]`) and, on a page with React (docs/decisions/021), hydration of the whole
 * page (`html[data-hydrated]`, set after the footer, the last section, hydrated: HydrationMark).
 * A page without React has no module script.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.matches('[data-theme][data-frame]') && (!document.querySelector('script[type=module]') || document.documentElement.hasAttribute('data-hydrated')),
  )
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The widths the header is measured at: phones, the breakpoints and the widths between them. */
export const HEADER_WIDTHS = [360, 640, 768, 1024, 1100, 1280, 1536, 1920] as const

/**
 * Whether the header bar fits this page's width: by how much the bar and the page overflow
 * sideways (both 0 when it fits), and whether the cart is in view.
 */
export function headerFit(page: Page): Promise<{ barOverflow: number; pageOverflow: number; cartInView: boolean }> {
  return page.evaluate(() => {
    const bar = document.querySelector('.site-header-bar')!
    const cart = document.querySelector('[data-cart-link]')!.getBoundingClientRect()
    return { barOverflow: bar.scrollWidth - bar.clientWidth, pageOverflow: document.documentElement.scrollWidth - innerWidth, cartInView: cart.left >= 0 && cart.right <= innerWidth }
  })
}

/** Two animation frames: what the page does in reaction to the last event, and in its next frame, has run. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/**
 * Holds the page's requests to `url` until the test calls the returned function: a slow network
 * whose answer comes when the test says, not after a guessed delay. `answer` (by default the real
 * one) is then given to each held request.
 */
export async function holdRequests(page: Page, url: string | RegExp, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await answer(route).catch(() => {}) // the page may have gone meanwhile
  })
  return release
}

/**
 * The page's clock belongs to the test from now on: timers, animation frames and Date stand still
 * until the test moves them on (`page.clock.runFor`), so nothing races a busy machine. (An
 * installed clock alone keeps running at real speed; `pauseAt` stops it.)
 */
export async function takePageClock(page: Page): Promise<void> {
  const now = Date.now()
  await page.clock.install({ time: now })
  // The installed clock runs on at real speed until `pauseAt`, which refuses a moment already
  // passed ("Cannot fast-forward to the past"): on a busy machine the two calls can be over a second
  // apart, so the pause lies a minute ahead. No page is open yet, so no timer fires on the way.
  await page.clock.pauseAt(now + 60_000)
}
