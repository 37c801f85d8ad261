import { clampParallaxSpeed, parallaxOffset } from './parallax-offset'
import { onEachElement, prefersReducedMotion } from './on-page'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/**
 * Moves a section's background layer at its speed (`data-parallax`, SPEC §9: clamped to −1…2)
 * relative to the page while the section is on screen; under reduced motion it scrolls with the page.
 */
export function startParallax(layer: HTMLElement): void {
  const section = layer.parentElement
  if (!section) return
  const speed = clampParallaxSpeed(Number(layer.getAttribute(HOOKS.parallax)))
  let frame = 0
  let visible = false
  const update = () => {
    frame = 0
    if (prefersReducedMotion()) {
      layer.style.transform = ''
      return
    }
    const rect = section.getBoundingClientRect()
    layer.style.transform = `translate3d(0, ${parallaxOffset(rect.top, rect.height, window.innerHeight, speed).toFixed(1)}px, 0)`
  }
  const schedule = () => {
    if (visible && !frame) frame = requestAnimationFrame(update)
  }
  // Observed once the page is idle: the section is below the fold, and observing it right away
  // made its layout part of the page's first, longest task on a slow phone.
  afterFirstRender(() => {
    new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? false
      schedule()
    }).observe(section)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
  })
}

/** Runs `start` when the page has loaded and the browser is idle (at once in a browser without idle callbacks). */
function afterFirstRender(start: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : start())
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

onEachElement(select(HOOKS.parallax), startParallax)
