// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROGRESS_COMPLETE_DELAY_MS, PROGRESS_FADE_MS, PROGRESS_GIVE_UP_MS, progressEnded, progressStarted, startNavigationProgress } from './navigation-progress'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

const phase = () => document.querySelector(select(HOOKS.navigationProgress))?.getAttribute(HOOKS.phase)

describe('the navigation progress bar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = `<div ${HOOKS.navigationProgress}="" ${HOOKS.phase}="idle"><div></div></div>`
  })
  afterEach(() => {
    progressEnded()
    vi.runAllTimers()
    vi.useRealTimers()
  })

  it('runs while loading and completes 200 ms after the navigation ends, then fades', () => {
    progressStarted()
    expect(phase()).toBe('loading')
    vi.advanceTimersByTime(5_000)
    expect(phase()).toBe('loading')
    progressEnded()
    vi.advanceTimersByTime(PROGRESS_COMPLETE_DELAY_MS - 1)
    expect(phase()).toBe('loading')
    vi.advanceTimersByTime(1)
    expect(phase()).toBe('done')
    vi.advanceTimersByTime(PROGRESS_FADE_MS - 1)
    expect(phase()).toBe('done')
    vi.advanceTimersByTime(1)
    expect(phase()).toBe('idle')
  })

  it('starts over when a navigation begins while the last one completes', () => {
    progressStarted()
    progressEnded()
    vi.advanceTimersByTime(PROGRESS_COMPLETE_DELAY_MS - 50)
    progressStarted()
    vi.advanceTimersByTime(PROGRESS_COMPLETE_DELAY_MS + PROGRESS_FADE_MS)
    expect(phase()).toBe('loading')
  })

  it('gives up after 10 s when no page comes (a download, a 204)', () => {
    progressStarted()
    vi.advanceTimersByTime(PROGRESS_GIVE_UP_MS - 1)
    expect(phase()).toBe('loading')
    vi.advanceTimersByTime(1 + PROGRESS_COMPLETE_DELAY_MS)
    expect(phase()).toBe('done')
  })
})

describe('what starts it on a page without React', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = `<div ${HOOKS.navigationProgress}="" ${HOOKS.phase}="idle"></div>
      <a id="other" href="/en/about">About</a><a id="fragment" href="#top">Top</a><a id="away" href="https://example.com/">Away</a>
      <a id="tab" href="/en/help" target="_blank">Help</a><a id="file" href="/brochure.pdf" download>PDF</a>
      <form id="search" action="/en/search"><button>Go</button></form><form id="dialog" method="dialog"><button>Close</button></form>`
  })
  afterEach(() => {
    progressEnded()
    vi.runAllTimers()
    vi.useRealTimers()
  })

  const click = (id: string, init: MouseEventInit = {}) => {
    const link = document.getElementById(id)!
    // The browser would navigate; the test only wants to know what the bar made of the click.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true })
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
    // preventDefault above runs on the link; the frame listens on window and must not see it as cancelled.
    Object.defineProperty(event, 'defaultPrevented', { get: () => false })
    link.dispatchEvent(event)
  }

  it('starts for a link or a form to another page of this site, not for a fragment, another site, a new tab, a download or a dialog', () => {
    startNavigationProgress()
    for (const id of ['fragment', 'away', 'tab', 'file']) {
      click(id)
      expect(phase(), id).toBe('idle')
    }
    click('other', { ctrlKey: true })
    expect(phase(), 'ctrl-click opens a tab').toBe('idle')
    document.getElementById('dialog')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(phase(), 'dialog form').toBe('idle')
    click('other')
    expect(phase()).toBe('loading')
    progressEnded()
    vi.runAllTimers()
    document.getElementById('search')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(phase()).toBe('loading')
  })

  it('stops when the page comes back from the back-forward cache', () => {
    startNavigationProgress()
    progressStarted()
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    expect(phase()).toBe('idle')
  })
})
