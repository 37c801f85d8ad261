// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestToast, TOAST_EVENT, TOAST_READY_EVENT, type ToastRequest } from '~/lib/frame-events'
import { withListenersOn } from '../../tests/fixtures/listeners'
import * as HOOKS from '~/lib/frame-hooks'

const request = (title: string): ToastRequest => ({ type: 'info', title, message: `${title} message` })
/** The scripts the loader added to the page (kept here: the test plays the network). */
let added: HTMLScriptElement[] = []
const scripts = () => added.filter((script) => !removed.has(script))
const removed = new Set<HTMLScriptElement>()
let stopLoader = () => {}

describe('the toast script, loaded on the first request', () => {
  // Each test starts a fresh loader: its listeners are the module's state.
  beforeEach(async () => {
    vi.resetModules()
    vi.restoreAllMocks()
    added = []
    removed.clear()
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const script of nodes as HTMLScriptElement[]) {
        added.push(script)
        script.remove = () => removed.add(script)
      }
    })
    document.body.innerHTML = `<section ${HOOKS.toastRegion}="" ${HOOKS.toastScript}="/assets/toasts.js"></section>`
    // Each test's loader is a fresh one; its listeners go with its test.
    const { startToastLoader } = await import('./toast-loader')
    stopLoader = await withListenersOn(window, startToastLoader)
  })
  afterEach(() => {
    stopLoader()
  })

  it('loads the script once, holds the requests meanwhile and sends them again, in order, once it is live', () => {
    requestToast(request('first'))
    requestToast(request('second'))
    expect(scripts()).toHaveLength(1)
    // The toast script: it takes every request from now on (cancels the event), and says it is live.
    const shown: string[] = []
    window.addEventListener(TOAST_EVENT, (event) => {
      shown.push((event as CustomEvent<ToastRequest>).detail.title)
      event.preventDefault()
    })
    window.dispatchEvent(new Event(TOAST_READY_EVENT))
    expect(shown).toEqual(['first', 'second'])
    requestToast(request('third'))
    expect(shown).toEqual(['first', 'second', 'third'])
    expect(scripts()).toHaveLength(1)
  })

  it('drops what it held when the script fails, and tries again on the next request', () => {
    requestToast(request('lost'))
    scripts()[0]!.onerror?.(new Event('error'))
    expect(scripts()).toHaveLength(0)
    requestToast(request('again'))
    expect(scripts()).toHaveLength(1)
  })
})
