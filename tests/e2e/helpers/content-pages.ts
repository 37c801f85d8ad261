import { axeBuilder } from './axe'
import { expect, type Locator, type Page } from '@playwright/test'

/** Slides of a carousel that are wholly inside its visible track. */
export async function fullyVisibleSlides(carousel: Locator): Promise<number> {
  return carousel.evaluate((region) => {
    const track = region.querySelector('[data-slot="carousel-track"]') as HTMLElement
    const box = track.getBoundingClientRect()
    return [...track.querySelectorAll('[data-slot="carousel-slide"]')].filter((slide) => {
      const r = slide.getBoundingClientRect()
      return r.left >= box.left - 1 && r.right <= box.right + 1
    }).length
  })
}

export async function trackScrollLeft(carousel: Locator): Promise<number> {
  return carousel.locator('[data-slot="carousel-track"]').evaluate((track) => track.scrollLeft)
}

/**
 * The track's scroll position once it has stopped moving. A slide's frames run on the page clock,
 * but the browser applies a scroll position in its compositor, in real time: right after
 * `page.clock.runFor` a read can still see where the slide started (issue #57: a clean-clone CI run
 * read 0 after an autoplay step). Two reads a poll interval apart (100 ms and more) that agree
 * mean the slide is over. For "it moved", poll the position itself instead.
 */
export async function settledScrollLeft(carousel: Locator): Promise<number> {
  let previous = Number.NaN
  await expect
    .poll(async () => {
      const now = await trackScrollLeft(carousel)
      const still = now === previous
      previous = now
      return still
    })
    .toBe(true)
  return previous
}

/**
 * Waits until every element of `selectors` is (`visible`) or is not on screen as a section script
 * sees it: the typing and the carousels ask an IntersectionObserver. One made now is told in the
 * same rendering update after theirs (observers are told in the order they were made), so once it
 * agrees, so do they. Works under the test's paused page clock: observers do not run on timers.
 */
export async function sectionScriptsSeeOnScreen(page: Page, selectors: string[], visible: boolean): Promise<void> {
  await page.evaluate(
    ({ selectors, visible }) =>
      Promise.all(
        selectors.map(
          (selector) =>
            new Promise<void>((resolve) => {
              const observer = new IntersectionObserver(([entry]) => {
                if (entry?.isIntersecting !== visible) return
                observer.disconnect()
                resolve()
              })
              observer.observe(document.querySelector(selector)!)
            }),
        ),
      ).then(() => undefined),
    { selectors, visible },
  )
}

/** The client-logo variant the visitor actually sees in the first slide. */
export async function visibleLogoVariants(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((region) =>
    [...region.querySelectorAll('[data-slot="client-logo"] img')]
      .filter((img) => getComputedStyle(img).display !== 'none')
      .map((img) => (img as HTMLImageElement).dataset.variant ?? ''),
  )
}

export async function expectNoAxeViolations(page: Page, path: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const results = await axeBuilder(page).analyze()
    expect(results.violations.map((v) => `${path} ${theme}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
  }
}
