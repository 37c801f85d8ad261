import { FRAME_REFRESH_EVENT } from '~/lib/frame-events'
import * as HOOKS from '~/lib/frame-hooks'

/**
 * Runs `start` once for every element matching `selector`: those already parsed when the script
 * runs (it loads `async`, often before the page has finished), the rest when the document is
 * complete (a streamed section, e.g. the news), and those of a page a React page navigated to
 * (the frame's refresh event). An element is marked when taken, so it is never started twice.
 */
export function onEachElement(selector: string, start: (element: HTMLElement) => void): void {
  const scan = () => {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.hasAttribute(HOOKS.live)) continue
      element.setAttribute(HOOKS.live, '')
      try {
        start(element)
      } catch (error) {
        // One broken element must not stop the others.
        console.error(error)
      }
    }
  }
  scan()
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan)
  window.addEventListener(FRAME_REFRESH_EVENT, scan)
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Says on a pause/play button (play-pause-button.tsx) whether its motion runs: its icon and its label follow. */
export function setPlaying(button: HTMLElement | null, playing: boolean): void {
  if (!button) return
  button.setAttribute(HOOKS.playing, String(playing))
  button.setAttribute('aria-label', button.getAttribute(playing ? HOOKS.labelPause : HOOKS.labelPlay) ?? '')
}
