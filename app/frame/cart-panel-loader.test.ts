// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CART_PANEL_EVENT } from '~/lib/frame-events'
import { withListenersOn } from '../../tests/fixtures/listeners'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

let added: HTMLScriptElement[] = []
let followed: string[] = []
/** Whether the panel's script is live: it then takes the event (cancels it) and opens. */
let panelLive = false
let stopLoader = () => {}
const link = () => document.querySelector<HTMLAnchorElement>(`a${select(HOOKS.cartLink)}`)!

function click(init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
  link().dispatchEvent(event)
  return event.defaultPrevented
}

describe('the cart panel of a page without React', () => {
  beforeEach(async () => {
    vi.resetModules()
    added = []
    followed = []
    panelLive = false
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as HTMLScriptElement[])))
    vi.spyOn(window.location, 'assign').mockImplementation((to) => void followed.push(String(to)))
    document.body.innerHTML = `<a href="/en/shop/cart" ${HOOKS.cartLink}="">Cart</a><template ${HOOKS.cartPanel}="" ${HOOKS.script}="/assets/cart-panel.js"></template>`
    // Each test's loader is a fresh one; its listeners go with its test.
    const { startCartPanelLoader } = await import('./cart-panel-loader')
    stopLoader = await withListenersOn(document, startCartPanelLoader)
  })
  afterEach(() => {
    stopLoader()
    vi.restoreAllMocks()
  })
  // One listener stands for the panel's script in every test (added once: listeners outlive a test).
  window.addEventListener(CART_PANEL_EVENT, (event) => panelLive && event.preventDefault())

  it('loads the panel’s script on the first hover or focus of the link, once', () => {
    link().dispatchEvent(new Event('pointerover', { bubbles: true }))
    link().dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(added.map((script) => script.getAttribute('src'))).toEqual(['/assets/cart-panel.js'])
  })

  it('a click before the script is live waits for it, then opens the panel', () => {
    expect(click()).toBe(true)
    expect(added).toHaveLength(1)
    panelLive = true
    added[0]!.onload?.(new Event('load'))
    expect(followed).toEqual([])
  })

  it('follows the link when the script fails to load, or does not take the click', () => {
    click()
    added[0]!.onerror?.(new Event('error'))
    expect(followed).toEqual([link().href])
    click()
    added[1]!.onload?.(new Event('load'))
    expect(followed).toEqual([link().href, link().href])
  })

  it('opens at once when the panel is live, and leaves a modified click (a new tab) to the browser', () => {
    panelLive = true
    expect(click()).toBe(true)
    expect(added).toHaveLength(0)
    expect(click({ ctrlKey: true })).toBe(false)
    expect(click({ button: 1 })).toBe(false)
  })
})
