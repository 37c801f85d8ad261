// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestToast, TOAST_EVENT } from '~/lib/frame-events'
import { startToastLoader } from '~/frame/toast-loader'
import { renderToasts, startToasts } from './toast-renderer'
import { createToastStore } from '~/lib/toast-store'

/** The region as toast.tsx renders it on every page. */
function addRegion(): HTMLElement {
  document.body.innerHTML = '<section aria-label="Notifications" aria-live="polite" data-toast-region="" data-toast-script="/assets/toasts-test.js"></section>'
  return document.querySelector<HTMLElement>('[data-toast-region]')!
}

const shown = (region: HTMLElement) => Array.from(region.querySelectorAll<HTMLElement>('.toast'))

describe('toast renderer', () => {
  let region: HTMLElement
  beforeEach(() => {
    vi.useFakeTimers()
    region = addRegion()
  })
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('shows each toast in the region, newest on top, with its role, type and texts and no button', () => {
    const store = createToastStore()
    renderToasts(store)
    store.show('success', 'Success', 'Sent Successfully')
    store.show('error', 'Error', 'An error was encountered')
    const [newest, oldest] = shown(region)
    expect(shown(region)).toHaveLength(2)
    expect(newest).toMatchObject({ textContent: 'ErrorAn error was encountered' })
    expect(newest!.getAttribute('role')).toBe('alert')
    expect(newest!.dataset).toMatchObject({ type: 'error', phase: 'active' })
    expect(Number(newest!.dataset.id)).toBeGreaterThan(Number(oldest!.dataset.id))
    expect(oldest!.getAttribute('role')).toBe('status')
    expect(oldest!.className).toContain('border-s-[#09B850]')
    expect(oldest!.querySelector('svg.icon')?.getAttribute('aria-hidden')).toBe('true')
    expect(region.querySelectorAll('button')).toHaveLength(0)
  })

  it('fades a toast after 5 s and removes it 300 ms later', () => {
    const store = createToastStore()
    renderToasts(store)
    store.show('info', 'Info', 'Five seconds')
    vi.advanceTimersByTime(4999)
    expect(shown(region)[0]!.dataset.phase).toBe('active')
    vi.advanceTimersByTime(1)
    expect(shown(region)[0]!.dataset.phase).toBe('leaving')
    vi.advanceTimersByTime(300)
    expect(shown(region)).toHaveLength(0)
  })

  it('keeps a hovered toast, and lets it go 1 s after the pointer leaves', () => {
    const store = createToastStore()
    renderToasts(store)
    store.show('success', 'Success', 'Hover me')
    const toast = shown(region)[0]!
    vi.advanceTimersByTime(4000)
    toast.dispatchEvent(new MouseEvent('mouseenter'))
    vi.advanceTimersByTime(60_000)
    expect(toast.isConnected).toBe(true)
    expect(toast.dataset.phase).toBe('active')
    toast.dispatchEvent(new MouseEvent('mouseleave'))
    vi.advanceTimersByTime(999)
    expect(toast.dataset.phase).toBe('active')
    vi.advanceTimersByTime(1 + 300)
    expect(toast.isConnected).toBe(false)
  })

  it('is dismissed by a tap', () => {
    const store = createToastStore()
    renderToasts(store)
    store.show('warning', 'Warning', 'Tap me')
    store.show('info', 'Info', 'Stay')
    const [, tapped] = shown(region)
    tapped!.click()
    expect(tapped!.dataset.phase).toBe('leaving')
    vi.advanceTimersByTime(300)
    expect(shown(region).map((toast) => toast.textContent)).toEqual(['InfoStay'])
  })

  it('draws a progress bar for its countdown, and a new one when the pointer leaves', () => {
    const store = createToastStore()
    renderToasts(store)
    store.show('success', 'Phone', 'Phone added to your cart', { timeOut: 1000, progressBar: true })
    const toast = shown(region)[0]!
    const bar = toast.querySelector<HTMLElement>('.toast-progress')!
    expect(bar.style.animationDuration).toBe('1000ms')
    toast.dispatchEvent(new MouseEvent('mouseenter'))
    expect(toast.querySelector('.toast-progress')).toBeNull()
    toast.dispatchEvent(new MouseEvent('mouseleave'))
    const again = toast.querySelector<HTMLElement>('.toast-progress')!
    expect(again).not.toBe(bar)
    expect(again.style.animationDuration).toBe('1000ms')
  })

  it('finds the region again when the page rendered a new one', () => {
    const store = createToastStore()
    renderToasts(store)
    store.show('info', 'Info', 'Old region')
    const fresh = addRegion()
    store.show('info', 'Info', 'New region')
    expect(shown(fresh).map((toast) => toast.textContent)).toEqual(['InfoNew region', 'InfoOld region'])
  })
})

describe('toast requests from any bundle', () => {
  let stop = () => {}
  beforeEach(() => {
    vi.useFakeTimers()
    addRegion()
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
    document.body.innerHTML = ''
    document.head.innerHTML = ''
  })

  it('are shown by the toast script, which takes each request', () => {
    const started = startToasts()
    stop = started.stop
    const taken = !window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { type: 'success', title: 'Success', message: 'Sent' }, cancelable: true }))
    expect(taken).toBe(true)
    expect(document.querySelector('.toast')?.textContent).toBe('SuccessSent')
    expect(started.store.getSnapshot()).toHaveLength(1)
  })

  it('load the toast script on the first request, and what was asked meanwhile is shown once it is live', () => {
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => {})
    // The frame script's part. Once the toast script is live it lets every request pass.
    startToastLoader()
    requestToast({ type: 'info', title: 'Info', message: 'First' })
    requestToast({ type: 'error', title: 'Error', message: 'Second' })
    expect(append).toHaveBeenCalledTimes(1)
    expect((append.mock.calls[0]![0] as HTMLScriptElement).src).toMatch(/\/assets\/toasts-test\.js$/)
    expect(document.querySelectorAll('.toast')).toHaveLength(0)
    // The script arrives.
    stop = startToasts().stop
    expect(Array.from(document.querySelectorAll('.toast'), (toast) => toast.textContent)).toEqual(['ErrorSecond', 'InfoFirst'])
    requestToast({ type: 'success', title: 'Success', message: 'Third' })
    expect(document.querySelectorAll('.toast')).toHaveLength(3)
    expect(append).toHaveBeenCalledTimes(1)
    append.mockRestore()
  })
})
