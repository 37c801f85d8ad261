import { FRAME_REFRESH_EVENT } from '~/lib/frame-events'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/** SPEC §9: the header takes its sticky style after 400 px of scrolling. */
export const STICKY_THRESHOLD_PX = 400
/** SPEC §9: the back-to-top button shows after 450 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 450

/**
 * The header's sticky style (the site header's `stuck` hook) and the back-to-top button
 * (`backToTop`): one passive scroll listener, read at most once per frame.
 */
export function startScrollState(): void {
  let frame = 0
  const read = () => {
    frame = 0
    const y = window.scrollY
    document.querySelector(select(HOOKS.siteHeader))?.toggleAttribute(HOOKS.stuck, y > STICKY_THRESHOLD_PX)
    const visible = y > BACK_TO_TOP_THRESHOLD_PX
    for (const button of document.querySelectorAll(select(HOOKS.backToTop))) {
      button.toggleAttribute(HOOKS.visible, visible)
      button.setAttribute('tabindex', visible ? '0' : '-1')
      if (visible) button.removeAttribute('aria-hidden')
      else button.setAttribute('aria-hidden', 'true')
    }
  }
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(read)
  }
  onScroll()
  window.addEventListener('scroll', onScroll, { passive: true })
  // A React page's client-side navigation replaces the main landmark and its button.
  window.addEventListener(FRAME_REFRESH_EVENT, onScroll)

  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest(select(HOOKS.backToTop))) return
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    // Keyboard users continue from the top of the page, not from a button that just vanished.
    document.getElementById('main')?.focus({ preventScroll: true })
  })
}
