import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/**
 * In a browser without popover, loads the dropdowns' fallback (popover-fallback.ts), named by a
 * panel's `popoverScript` hook (dropdown.tsx): a browser with popover, nearly every visitor's,
 * loads nothing.
 */
export function startPopoverLoader(): void {
  if ('popover' in HTMLElement.prototype) return
  const src = document.querySelector(select(HOOKS.popoverScript))?.getAttribute(HOOKS.popoverScript)
  if (src) document.head.append(Object.assign(document.createElement('script'), { src }))
}
