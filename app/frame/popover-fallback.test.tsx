// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LanguageSwitcher } from '~/components/layout/language-switcher'
import { ThemeMenu } from '~/features/theme/theme-switcher'
import * as HOOKS from '~/lib/frame-hooks'
import { startPopoverFallback } from './popover-fallback'
import { serverMarkup } from '../../tests/fixtures/server-markup'

const languages = () => document.getElementById('language-menu')!
const themes = () => document.getElementById('theme-menu')!
const buttonOf = (popover: HTMLElement) => document.querySelector<HTMLButtonElement>(`[popovertarget="${popover.id}"]`)!
const isOpen = (popover: HTMLElement) => popover.hasAttribute(HOOKS.popoverOpen)
const press = (key: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

describe('dropdowns in a browser without popover', () => {
  beforeAll(() => {
    // happy-dom has the `popover` property (and no showPopover): a browser without popover has neither.
    Reflect.deleteProperty(HTMLElement.prototype, 'popover')
    document.body.innerHTML = `<header>${serverMarkup(<LanguageSwitcher />)}${serverMarkup(<ThemeMenu />)}</header><main><p id="text">Text</p></main>
      <button type="button" id="show" popovertarget="theme-menu" popovertargetaction="show">Show</button>`
    startPopoverFallback()
  })
  beforeEach(() => {
    for (const popover of [languages(), themes()]) popover.removeAttribute(HOOKS.popoverOpen)
  })

  it('renders closed panels (the CSS hides a panel not marked open) with buttons that say so', () => {
    expect(languages().getAttribute('popover')).toBe('auto')
    expect(isOpen(languages())).toBe(false)
    expect(buttonOf(languages()).getAttribute('aria-expanded')).toBe('false')
  })

  it('toggles a panel on its button, a click on the button’s flag too, aria-expanded in step', () => {
    buttonOf(languages()).querySelector('span')!.click()
    expect(isOpen(languages())).toBe(true)
    expect(buttonOf(languages()).getAttribute('aria-expanded')).toBe('true')
    buttonOf(languages()).click()
    expect(isOpen(languages())).toBe(false)
    expect(buttonOf(languages()).getAttribute('aria-expanded')).toBe('false')
  })

  it('closes the other open panel when one opens, and follows popovertargetaction', () => {
    buttonOf(languages()).click()
    buttonOf(themes()).click()
    expect([isOpen(languages()), isOpen(themes())]).toEqual([false, true])
    document.getElementById('show')!.click()
    expect(isOpen(themes())).toBe(true)
  })

  it('closes on a click outside and on a link inside, not on a click elsewhere inside', () => {
    buttonOf(languages()).click()
    languages().querySelector('p')!.click()
    expect(isOpen(languages())).toBe(true)
    document.getElementById('text')!.click()
    expect(isOpen(languages())).toBe(false)
    buttonOf(languages()).click()
    const link = languages().querySelector('a')!
    link.addEventListener('click', (event) => event.preventDefault(), { once: true })
    link.click()
    expect(isOpen(languages())).toBe(false)
  })

  it('closes on Escape, the focus back on the button of the panel it was in', () => {
    buttonOf(languages()).click()
    languages().querySelector('a')!.focus()
    press('Escape')
    expect(isOpen(languages())).toBe(false)
    expect(document.activeElement).toBe(buttonOf(languages()))
  })

  it('leaves a key the page took alone (the search suggestions’ first Escape)', () => {
    buttonOf(languages()).click()
    languages().querySelector('a')!.focus()
    document.addEventListener('keydown', (event) => event.preventDefault(), { once: true })
    press('Escape')
    expect(isOpen(languages())).toBe(true)
  })
})

describe('dropdowns in a browser with popover', () => {
  it('are left to the browser', () => {
    document.body.innerHTML = serverMarkup(<LanguageSwitcher />)
    Object.defineProperty(HTMLElement.prototype, 'popover', { configurable: true, value: null, writable: true })
    const listen = vi.spyOn(window, 'addEventListener')
    startPopoverFallback()
    expect(listen).not.toHaveBeenCalled()
    listen.mockRestore()
    Reflect.deleteProperty(HTMLElement.prototype, 'popover')
    expect(buttonOf(languages()).hasAttribute('aria-expanded')).toBe(false)
  })
})
