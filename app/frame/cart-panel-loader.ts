import { CART_PANEL_TEMPLATE } from '~/features/shop/cart/cart-panel-hooks'
import { CART_PANEL_EVENT } from '~/lib/frame-events'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/**
 * On a page without React the header's cart link opens the cart panel (SPEC §2) instead of going
 * to the cart page: the page carries the panel as a `<template>` naming its script, loaded here on
 * the first hover or focus of the link, or on its first click, which then waits for it. A
 * modified click (new tab) and a page without JavaScript follow the link; so does a click whose
 * script fails to load. A React page has no template: its header button opens the React panel.
 */
export function startCartPanelLoader(): void {
  const src = document.querySelector<HTMLElement>(CART_PANEL_TEMPLATE)?.getAttribute(HOOKS.script)
  if (!src) return
  let script: HTMLScriptElement | null = null
  let waiting: string | null = null
  const open = () => !window.dispatchEvent(new Event(CART_PANEL_EVENT, { cancelable: true }))
  const load = () => {
    if (script) return
    const added = (script = document.createElement('script'))
    added.src = src
    // A click that waited opens the panel now; should the script not take it, the link is followed.
    const settle = (loaded: boolean) => {
      const to = waiting
      waiting = null
      if (to !== null && !(loaded && open())) location.assign(to)
    }
    added.onload = () => settle(true)
    added.onerror = () => {
      added.remove()
      script = null
      settle(false)
    }
    document.head.append(added)
  }
  const linkOf = (event: Event) => (event.target as Element).closest?.<HTMLAnchorElement>(`a${select(HOOKS.cartLink)}`)
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, (event) => linkOf(event) && load())
  document.addEventListener('click', (event) => {
    const link = linkOf(event)
    if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (open()) return
    waiting = link.href
    load()
  })
}
