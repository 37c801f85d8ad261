// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BackToTop } from '~/components/layout/back-to-top'
import { FRAME_REFRESH_EVENT } from '~/lib/frame-events'
import { BACK_TO_TOP_THRESHOLD_PX, startScrollState, STICKY_THRESHOLD_PX } from './scroll-state'
import { serverMarkup } from '../../tests/fixtures/server-markup'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

const header = () => document.querySelector(select(HOOKS.siteHeader))!
const button = () => document.querySelector<HTMLButtonElement>(select(HOOKS.backToTop))!

/** Scrolls to `y` and lets the frame the listener asked for run. */
function scrollTo(y: number) {
  window.scrollY = y
  window.dispatchEvent(new Event('scroll'))
  vi.runAllTimers()
}

describe('the header and the back-to-top button follow the scroll position', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] })
    document.body.innerHTML = `<header ${HOOKS.siteHeader}=""></header><main id="main" tabindex="-1">${serverMarkup(<BackToTop />)}</main>`
    window.scrollTo = vi.fn()
    startScrollState()
  })
  beforeEach(() => scrollTo(0))

  it('sticks the header after 400 px (SPEC §9), not at 400', () => {
    expect(header().hasAttribute(HOOKS.stuck)).toBe(false)
    scrollTo(STICKY_THRESHOLD_PX)
    expect(header().hasAttribute(HOOKS.stuck)).toBe(false)
    scrollTo(STICKY_THRESHOLD_PX + 1)
    expect(header().hasAttribute(HOOKS.stuck)).toBe(true)
    scrollTo(0)
    expect(header().hasAttribute(HOOKS.stuck)).toBe(false)
  })

  it('shows the back-to-top button after 450 px, in the tab order and to screen readers only then', () => {
    expect(button().getAttribute('tabindex')).toBe('-1')
    expect(button().getAttribute('aria-hidden')).toBe('true')
    scrollTo(BACK_TO_TOP_THRESHOLD_PX)
    expect(button().hasAttribute(HOOKS.visible)).toBe(false)
    scrollTo(BACK_TO_TOP_THRESHOLD_PX + 1)
    expect(button().hasAttribute(HOOKS.visible)).toBe(true)
    expect(button().getAttribute('tabindex')).toBe('0')
    expect(button().hasAttribute('aria-hidden')).toBe(false)
  })

  it('reads the position at most once per frame', () => {
    const reads = vi.spyOn(document, 'querySelector')
    window.scrollY = 900
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'))
    vi.runAllTimers()
    expect(reads.mock.calls.filter(([selector]) => selector === select(HOOKS.siteHeader))).toHaveLength(1)
    reads.mockRestore()
  })

  it('reads again after a React page swapped its main landmark', () => {
    scrollTo(900)
    document.querySelector('main')!.innerHTML = serverMarkup(<BackToTop />)
    expect(button().hasAttribute(HOOKS.visible)).toBe(false)
    window.dispatchEvent(new Event(FRAME_REFRESH_EVENT))
    vi.runAllTimers()
    expect(button().hasAttribute(HOOKS.visible)).toBe(true)
  })

  it('scrolls to the top, smoothly unless motion is reduced, and puts the focus on the main landmark', () => {
    scrollTo(900)
    button().click()
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' })
    expect(document.activeElement).toBe(document.getElementById('main'))
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList)
    button().click()
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' })
  })
})
