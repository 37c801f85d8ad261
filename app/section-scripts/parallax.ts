import { clampParallaxSpeed, parallaxOffset } from './parallax-offset'
import { onEachElement, prefersReducedMotion } from './on-page'
import { HOOKS, select } from './section-hooks'

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
  new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? false
    schedule()
  }).observe(section)
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule, { passive: true })
}

onEachElement(select('parallax'), startParallax)
