import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'
/**
 * SPEC §9's progress bar (#09B850, thin, no spinner), one implementation for every kind of
 * navigation: the frame script starts it for a navigation between documents (pages without React,
 * and links or forms that leave a React page for a full load; the next document arrives without
 * it), and the React bar (components/layout/navigation-progress.tsx) calls the same functions for
 * React Router's navigations. The bar is the server-rendered `navigationProgress` hook; its
 * `phase` drives the CSS: `loading` creeps towards 90 %, `done` fills, `idle` fades.
 */

/** The bar completes 200 ms after the navigation ends (SPEC §9). */
export const PROGRESS_COMPLETE_DELAY_MS = 200
/** How long the full bar stays before it fades (the original's "speed" ×20, and its 200 ms fade). */
export const PROGRESS_FADE_MS = 400
/** A navigation that turned into a download, or a 204, leaves the page as it was: the bar ends then. */
export const PROGRESS_GIVE_UP_MS = 10_000

type Phase = 'idle' | 'loading' | 'done'

let timer: ReturnType<typeof setTimeout> | undefined

function show(phase: Phase): void {
  document.querySelector(select(HOOKS.navigationProgress))?.setAttribute(HOOKS.phase, phase)
}

/** A navigation started: the bar runs (until it ends, or gives up after 10 s). */
export function progressStarted(): void {
  clearTimeout(timer)
  show('loading')
  timer = setTimeout(progressEnded, PROGRESS_GIVE_UP_MS)
}

/** The navigation ended (the new page is shown, or it was cancelled or failed): fill 200 ms later, then fade. */
export function progressEnded(): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    show('done')
    timer = setTimeout(show, PROGRESS_FADE_MS, 'idle')
  }, PROGRESS_COMPLETE_DELAY_MS)
}

/** No bar at all (the page came back from the back-forward cache). */
function progressCleared(): void {
  clearTimeout(timer)
  show('idle')
}

/** Whether `to` loads another document of this site (a jump to a fragment of this page does not). */
function isOtherPageOfThisSite(to: URL): boolean {
  return to.origin === location.origin && (to.pathname !== location.pathname || to.search !== location.search || !to.hash)
}

/** The frame script's part: clicks on links and forms sent that load another document of this site. */
export function startNavigationProgress(): void {
  // On window: its listeners run after the document's (React's), so a React navigation has
  // already cancelled the default action.
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element && event.target.closest('a')
    if (event.defaultPrevented || !link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (link.href && !link.hasAttribute('download') && (!link.target || link.target === '_self') && isOtherPageOfThisSite(new URL(link.href))) progressStarted()
  })
  window.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (!event.defaultPrevented && form.method !== 'dialog' && !form.target && isOtherPageOfThisSite(new URL(form.action))) progressStarted()
  })
  // Back to this page from the back-forward cache: no navigation is running any more.
  window.addEventListener('pageshow', (event) => event.persisted && progressCleared())
}
