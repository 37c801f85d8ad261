/** Slider timings shared by every carousel (SPEC §9 slider defaults). */
export const SLIDE_SPEED_MS = 300
export const AUTOPLAY_DELAY_MS = 3000

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

const running = new WeakMap<HTMLElement, number>()

/**
 * Scrolls `element` horizontally to `left` in `duration` ms with an ease-out curve. Scroll
 * snapping is switched off while it runs: with snapping on, each intermediate frame would snap
 * back to the nearest slide and the motion would stutter.
 */
export function animateScrollLeft(element: HTMLElement, left: number, duration: number): void {
  const previous = running.get(element)
  if (previous !== undefined) cancelAnimationFrame(previous)
  if (duration <= 0) {
    element.scrollLeft = left
    return
  }
  const from = element.scrollLeft
  const start = performance.now()
  element.style.scrollSnapType = 'none'
  const frame = (now: number) => {
    const progress = Math.min(1, (now - start) / duration)
    element.scrollLeft = from + (left - from) * (1 - (1 - progress) ** 3)
    if (progress < 1) running.set(element, requestAnimationFrame(frame))
    else {
      running.delete(element)
      element.style.scrollSnapType = ''
    }
  }
  running.set(element, requestAnimationFrame(frame))
}

/**
 * Where one step forwards or backwards leads from `scrollLeft`: slides are `step` px apart and the
 * track scrolls up to `max`. With `loop`, stepping past either end wraps to the other end.
 * Returns null when there is nowhere to go.
 */
export function nextScrollLeft(scrollLeft: number, step: number, max: number, direction: 1 | -1, loop: boolean): number | null {
  if (max <= 1 || step <= 0) return null
  const atEnd = scrollLeft >= max - 2
  const atStart = scrollLeft <= 2
  if (direction === 1 && atEnd) return loop ? 0 : null
  if (direction === -1 && atStart) return loop ? max : null
  const index = Math.round(scrollLeft / step) + direction
  return Math.min(max, Math.max(0, index * step))
}
