import { onEachElement, prefersReducedMotion } from './on-page'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

const COUNT_UP_DURATION_MS = 2000

/** A whole number grouped by thousands with the page language's separator ("1.200" in Turkish and German). */
export function groupDigits(value: number, separator: string): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, separator)
}

/**
 * Counts a figure up from 0 to its value in 2 s (ease-out) once it scrolls into view (SPEC §9).
 * The server writes the final figure (right without JavaScript and for search engines); the count
 * starts from 0 only when the figure is still out of view, and not at all under reduced motion.
 */
export function startCountUp(element: HTMLElement): void {
  const end = Number(element.getAttribute(HOOKS.countUp))
  const separator = element.getAttribute(HOOKS.separator) ?? ','
  if (!Number.isFinite(end) || prefersReducedMotion()) return
  let first = true
  const observer = new IntersectionObserver(
    (entries) => {
      const inView = entries.some((entry) => entry.isIntersecting)
      if (first) {
        first = false
        if (inView) observer.disconnect()
        else element.textContent = groupDigits(0, separator)
        return
      }
      if (!inView) return
      observer.disconnect()
      const start = performance.now()
      const frame = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNT_UP_DURATION_MS)
        element.textContent = groupDigits(end * (1 - (1 - progress) ** 3), separator)
        if (progress < 1) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    { threshold: 0.5 },
  )
  observer.observe(element)
}

onEachElement(select(HOOKS.countUp), startCountUp)
