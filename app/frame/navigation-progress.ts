/**
 * SPEC §9's progress bar for a navigation between documents (pages without React, and links that
 * leave a React page for a full load): a click on a same-site link or a form sent starts it; the
 * next document arrives without it. React Router's own navigations are not ours: their links
 * cancel the click's default action, and the React bar (navigation-progress.tsx) shows them.
 */
/** A navigation that turned into a download, or a 204, leaves the page as it was: the bar fades then. */
const GIVE_UP_MS = 10_000

let giveUp: ReturnType<typeof setTimeout> | undefined

function setPhase(phase: 'idle' | 'loading'): void {
  clearTimeout(giveUp)
  document.querySelector('.navigation-progress')?.setAttribute('data-phase', phase)
  if (phase === 'loading') giveUp = setTimeout(setPhase, GIVE_UP_MS, 'idle')
}

/** Whether `to` loads another document of this site (a jump to a fragment of this page does not). */
function isOtherPageOfThisSite(to: URL): boolean {
  return to.origin === location.origin && (to.pathname !== location.pathname || to.search !== location.search || !to.hash)
}

export function startNavigationProgress(): void {
  // On window: its listeners run after the document's (React's), so a React navigation has
  // already cancelled the default action.
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element && event.target.closest('a')
    if (event.defaultPrevented || !link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (link.href && !link.hasAttribute('download') && (!link.target || link.target === '_self') && isOtherPageOfThisSite(new URL(link.href))) setPhase('loading')
  })
  window.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (!event.defaultPrevented && form.method !== 'dialog' && !form.target && isOtherPageOfThisSite(new URL(form.action))) setPhase('loading')
  })
  // Back to this page from the back-forward cache: no navigation is running any more.
  window.addEventListener('pageshow', (event) => event.persisted && setPhase('idle'))
}
