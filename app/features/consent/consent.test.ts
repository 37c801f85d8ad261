import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analyticsConfig } from './analytics-config.server'
import { visitorIdKey, type AnalyticsConfig } from './analytics-providers'
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, parseConsent } from './consent-store'

/** A minimal browser: Map-backed localStorage, a head to append scripts to, window events. */
function fakeWindow(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  const scripts: { src: string; async: boolean; attributes: Record<string, string> }[] = []
  const listeners = new Map<string, Set<(event: Event) => void>>()
  const win: Record<string, unknown> = {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
    document: {
      querySelector: (selector: string) => (selector.startsWith('script[data-analytics') && scripts.length ? scripts[0] : null),
      createElement: () => {
        const attributes: Record<string, string> = {}
        return { src: '', async: false, attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) }
      },
      head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
    },
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: (event: Event) => void) => listeners.get(type)?.delete(listener),
    dispatchEvent: (event: Event) => listeners.get(event.type)?.forEach((listener) => listener(event)),
  }
  return { win, data, scripts }
}

const CLARITY: AnalyticsConfig = { provider: 'clarity', projectId: 'abc123', scriptUrl: 'https://www.clarity.ms/tag/abc123' }

describe('the stored consent', () => {
  it('is read only in the current version and shape: another version asks again', () => {
    const record = { version: CONSENT_VERSION, statistics: true, externalMedia: false, decidedAt: '2026-11-25T10:00:00.000Z' }
    expect(parseConsent(JSON.stringify(record))).toEqual(record)
    expect(parseConsent(JSON.stringify({ ...record, version: CONSENT_VERSION - 1 }))).toBeNull()
    expect(parseConsent(JSON.stringify({ ...record, statistics: 'yes' }))).toBeNull()
    for (const raw of [null, '', 'not json', '[]', 'null', '42']) expect(parseConsent(raw)).toBeNull()
  })

  describe('in the browser', () => {
    let browser: ReturnType<typeof fakeWindow>
    beforeEach(() => {
      vi.resetModules()
      browser = fakeWindow()
      vi.stubGlobal('window', browser.win)
    })
    afterEach(() => vi.unstubAllGlobals())

    it('is saved with its version, told to subscribers, and read back', async () => {
      const store = await import('./consent-store')
      const heard = vi.fn()
      const stop = store.subscribeConsent(heard)
      expect(store.readConsent()).toBeNull()
      store.saveConsent({ statistics: false, externalMedia: true }, new Date('2026-11-25T12:00:00Z'))
      expect(heard).toHaveBeenCalledTimes(1)
      expect(JSON.parse(browser.data.get(CONSENT_STORAGE_KEY)!)).toEqual({ version: CONSENT_VERSION, statistics: false, externalMedia: true, decidedAt: '2026-11-25T12:00:00.000Z' })
      expect(store.readConsent()).toMatchObject({ statistics: false, externalMedia: true })
      // The same object until the stored text changes (useSyncExternalStore needs a stable snapshot).
      expect(store.readConsent()).toBe(store.readConsent())
      stop()
      store.saveConsent(store.ONLY_NECESSARY)
      expect(heard).toHaveBeenCalledTimes(1)
    })

    it('loads the analytics script once, with the anonymous id stored under the provider\'s key; withdrawing deletes the id', async () => {
      const { startAnalytics, stopAnalytics } = await import('./analytics-loader')
      const win = browser.win as Parameters<typeof startAnalytics>[1]
      startAnalytics(CLARITY, win)
      startAnalytics(CLARITY, win)
      expect(browser.scripts).toHaveLength(1)
      expect(browser.scripts[0]).toMatchObject({ src: CLARITY.scriptUrl, async: true })
      const id = browser.data.get(visitorIdKey('clarity'))
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      // Clarity hears the consent signal, and the visitor is identified with that id, both times the same.
      const queue = (browser.win.clarity as { q: unknown[][] }).q
      const signal = ['consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' }]
      expect(queue).toEqual([signal, ['identify', id], signal, ['identify', id]])
      expect(stopAnalytics(CLARITY, win)).toBe(true)
      expect(browser.data.has(visitorIdKey('clarity'))).toBe(false)
    })
  })
})

describe('the analytics configuration', () => {
  it('is off unless both provider and project id are set', () => {
    expect(analyticsConfig({ ANALYTICS_PROVIDER: undefined, ANALYTICS_PROJECT_ID: 'x', ANALYTICS_SCRIPT_URL: undefined })).toBeNull()
    expect(analyticsConfig({ ANALYTICS_PROVIDER: 'hotjar', ANALYTICS_PROJECT_ID: undefined, ANALYTICS_SCRIPT_URL: undefined })).toBeNull()
    expect(analyticsConfig({ ANALYTICS_PROVIDER: 'hotjar', ANALYTICS_PROJECT_ID: '123', ANALYTICS_SCRIPT_URL: undefined })).toEqual({
      provider: 'hotjar',
      projectId: '123',
      scriptUrl: 'https://static.hotjar.com/c/hotjar-123.js?sv=6',
    })
  })

})
