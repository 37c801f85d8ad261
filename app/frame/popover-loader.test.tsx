// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageSwitcher } from '~/components/layout/language-switcher'
import * as HOOKS from '~/lib/frame-hooks'
import { startPopoverLoader } from './popover-loader'
import { serverMarkup } from '../../tests/fixtures/server-markup'

const loaded = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))

describe('the popover fallback’s loader', () => {
  afterEach(() => {
    document.head.replaceChildren()
    Object.defineProperty(HTMLElement.prototype, 'popover', { configurable: true, value: null, writable: true })
  })

  it('loads the fallback named by a dropdown only in a browser without popover', () => {
    document.body.innerHTML = serverMarkup(<LanguageSwitcher />)
    const src = document.getElementById('language-menu')!.getAttribute(HOOKS.popoverScript)
    expect(src).toMatch(/popover/)
    startPopoverLoader()
    expect(loaded()).toEqual([])
    Reflect.deleteProperty(HTMLElement.prototype, 'popover')
    startPopoverLoader()
    expect(loaded()).toEqual([src])
  })

  it('loads nothing on a page without dropdowns', () => {
    Reflect.deleteProperty(HTMLElement.prototype, 'popover')
    document.body.innerHTML = '<main></main>'
    startPopoverLoader()
    expect(loaded()).toEqual([])
  })
})
