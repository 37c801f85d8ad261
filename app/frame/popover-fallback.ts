import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

const OPEN = select(HOOKS.popoverOpen)

/**
 * Dropdowns are `popover` panels opened by `popovertarget` buttons (dropdown.tsx). A browser without
 * popover (before Chromium 114, Safari 17, Firefox 125) would show every panel in the page's flow
 * and open none: there the frame script loads this (popover-loader.ts, popover.ts), and the CSS
 * (app.css, `@supports not selector(:popover-open)`) hides a panel until this marks it open
 * (`popoverOpen`); this does the browser's part. Its button toggles it (or only shows or hides it:
 * `popovertargetaction`) and says so (`aria-expanded`); opening one
 * closes the other open `auto` panels that do not hold it; Escape, a click outside and a link inside
 * close them (dropdown.tsx's `hidePopover?.()` does nothing there). On `window`, after the page's own
 * listeners: a button's click or a key they took (the search suggestions' first Escape) is left alone.
 */
export function startPopoverFallback(): void {
  if ('popover' in HTMLElement.prototype) return
  const buttonsOf = (popover: Element) => document.querySelectorAll<HTMLElement>(`[popovertarget="${popover.id}"]`)
  const set = (popover: Element, open: boolean) => {
    popover.toggleAttribute(HOOKS.popoverOpen, open)
    buttonsOf(popover).forEach((button) => button.setAttribute('aria-expanded', `${open}`))
  }
  /** Closes the open `auto` panels that `keep` does not keep. */
  const close = (keep: (popover: Element) => unknown) =>
    document.querySelectorAll(OPEN).forEach((popover) => popover.getAttribute('popover') == 'manual' || keep(popover) || set(popover, false))
  document.querySelectorAll('[popover]').forEach((popover) => set(popover, false))

  addEventListener('click', (event) => {
    const target = event.target as Element
    const button = target.closest?.('[popovertarget]')
    const popover = button && document.getElementById(button.getAttribute('popovertarget')!)
    // A button's click the page took does nothing, as in the browser; light dismiss happens anyway
    // (a React page's link takes its click to navigate).
    if (popover?.hasAttribute('popover')) {
      if (event.defaultPrevented) return
      const action = button!.getAttribute('popovertargetaction')
      const open = action == 'show' || (action != 'hide' && !popover.hasAttribute(HOOKS.popoverOpen))
      if (open) close((other) => other.contains(popover))
      set(popover, open)
    } else if (target.closest) close((open) => open.contains(target) && !target.closest('a'))
  })
  addEventListener('keydown', (event) => {
    if (event.key != 'Escape' || event.defaultPrevented) return
    const focused = document.activeElement?.closest(OPEN)
    close(() => 0)
    // The focus goes back to the button of the panel it was in, as the browser does.
    if (focused) buttonsOf(focused)[0]?.focus()
  })
}
