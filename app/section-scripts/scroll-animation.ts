/** Slider timings shared by every carousel (SPEC §9 slider defaults). */
export const SLIDE_SPEED_MS = 300
export const AUTOPLAY_DELAY_MS = 3000

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

/**
 * One step of a looping carousel whose slides are followed by a copy of themselves (`period` is the
 * width of one set: slide count × `step`). Stepping past the originals' end, or before their start,
 * first jumps by one period to the identical picture (`from`), so the motion keeps its direction:
 * the loop runs on instead of rewinding to the start. Null when there is nothing to step.
 */
export function loopStep(scrollLeft: number, step: number, period: number, direction: 1 | -1): { from: number; to: number } | null {
  if (step <= 0 || period < step) return null
  let from = scrollLeft
  if (direction === 1 && from >= period - 2) from -= period
  if (direction === -1 && from <= 2) from += period
  return { from, to: (Math.round(from / step) + direction) * step }
}
