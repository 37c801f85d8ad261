import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, TOAST_COMPONENT_REQUIRED, TOAST_DEFAULTS, type ToastType } from './toast-store'

describe('toast lifecycle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses the spec defaults', () => {
    expect(TOAST_DEFAULTS).toMatchObject({
      timeOut: 5000,
      extendedTimeOut: 1000,
      easeTime: 300,
      positionClass: 'toast-top-right',
      newestOnTop: true,
      closeButton: false,
      maxOpened: 0,
      tapToDismiss: true,
    })
  })

  it('shows a toast for 5000 ms, fades for 300 ms, then removes it', () => {
    const store = createToastStore()
    const id = store.show('success', 'Success', 'Sent Successfully')
    expect(store.getSnapshot()).toMatchObject([{ id, type: 'success', title: 'Success', message: 'Sent Successfully', phase: 'active' }])
    vi.advanceTimersByTime(4999)
    expect(store.getSnapshot()[0]?.phase).toBe('active')
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()[0]?.phase).toBe('leaving')
    vi.advanceTimersByTime(299)
    expect(store.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toEqual([])
  })

  it('puts the newest on top and has no limit', () => {
    const store = createToastStore()
    const types: ToastType[] = ['success', 'error', 'info', 'warning']
    for (let i = 0; i < 12; i++) store.show(types[i % 4]!, `t${i}`, 'm')
    const shown = store.getSnapshot()
    expect(shown).toHaveLength(12)
    expect(shown[0]?.title).toBe('t11')
    expect(shown.map((t) => t.type).slice(0, 4)).toEqual(['warning', 'info', 'error', 'success'])
  })

  it('stays while hovered and leaves 1000 ms after the pointer leaves', () => {
    const store = createToastStore()
    const id = store.show('info', 'Info', 'hover me')
    vi.advanceTimersByTime(4000)
    store.pause(id)
    vi.advanceTimersByTime(60_000)
    expect(store.getSnapshot()[0]).toMatchObject({ phase: 'active', paused: true })
    store.resume(id)
    expect(store.getSnapshot()[0]).toMatchObject({ paused: false, countdownMs: 1000 })
    vi.advanceTimersByTime(999)
    expect(store.getSnapshot()[0]?.phase).toBe('active')
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()[0]?.phase).toBe('leaving')
  })

  it('is dismissed by a tap, unless tapToDismiss is off', () => {
    const store = createToastStore()
    const tappable = store.show('error', 'Error', 'An error was encountered')
    const sticky = store.show('warning', 'Warning', 'stay', { tapToDismiss: false })
    store.tap(tappable)
    store.tap(sticky)
    vi.advanceTimersByTime(300)
    expect(store.getSnapshot().map((t) => t.id)).toEqual([sticky])
  })

  it('honours a custom timeout and progress bar (the cart toasts: 1000 ms with a bar)', () => {
    const store = createToastStore()
    store.show('success', 'Phone', 'Phone added to your cart', { timeOut: 1000, progressBar: true })
    expect(store.getSnapshot()[0]).toMatchObject({ progressBar: true, countdownMs: 1000 })
    vi.advanceTimersByTime(1300)
    expect(store.getSnapshot()).toEqual([])
  })

  it('closes the oldest when a maximum is asked for', () => {
    const store = createToastStore()
    const first = store.show('info', 'a', 'a', { maxOpened: 2 })
    store.show('info', 'b', 'b', { maxOpened: 2 })
    store.show('info', 'c', 'c', { maxOpened: 2 })
    expect(store.getSnapshot().find((t) => t.id === first)?.phase).toBe('leaving')
  })

  it('notifies subscribers and refuses a toast with nothing to show', () => {
    const store = createToastStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.show('success', 'x', 'y')
    expect(listener).toHaveBeenCalled()
    unsubscribe()
    expect(() => store.show('success', '', '')).toThrow(TOAST_COMPONENT_REQUIRED)
    expect(() => store.show('bogus' as ToastType, 'x', 'y')).toThrow(TOAST_COMPONENT_REQUIRED)
  })
})
