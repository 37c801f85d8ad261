// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsConfig } from '~/features/consent/analytics-providers'
import { ConsentDialog } from '~/features/consent/consent-dialog'
import { CONSENT_DIALOG_ID, readConsent } from '~/features/consent/consent-store'
import { withListenersOn } from '../../tests/fixtures/listeners'
import { serverMarkup } from '../../tests/fixtures/server-markup'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

// The analytics provider's loader is the consent store's business (its own tests); here: when it is called.
const analyticsLoader = vi.hoisted(() => ({ startAnalytics: vi.fn(), stopAnalytics: vi.fn(() => false) }))
vi.mock('~/features/consent/analytics-loader', () => analyticsLoader)

const ANALYTICS: AnalyticsConfig = { provider: 'clarity', projectId: 'abc123', scriptUrl: 'https://www.clarity.ms/tag/abc123' }
const dialog = () => document.getElementById(CONSENT_DIALOG_ID) as HTMLDialogElement
const choice = (name: string) => dialog().querySelector<HTMLElement>(select(HOOKS.consentChoice, name))!
const box = (name: string) => dialog().querySelector('form')!.elements.namedItem(name) as HTMLInputElement
let stopConsent = () => {}

/** A page with the dialog the server renders, and a fresh frame module (its listeners go with the test). */
async function page(analytics: AnalyticsConfig | null) {
  stopConsent()
  vi.resetModules()
  document.body.innerHTML = `<a href="/en/cookie-policy" ${HOOKS.consentSettings}="">Cookie settings</a>${serverMarkup(<ConsentDialog analytics={analytics} />)}`
  const { startConsent } = await import('./consent')
  stopConsent = await withListenersOn(document, startConsent)
}

describe('the privacy choices', () => {
  beforeEach(() => {
    localStorage.clear()
    analyticsLoader.startAnalytics.mockClear()
  })

  it('asks on a first visit when the site has analytics, as a banner that leaves the page usable', async () => {
    await page(ANALYTICS)
    expect(dialog().open).toBe(true)
    expect(dialog().matches(':modal')).toBe(false)
    choice('accept-all').click()
    expect(dialog().open).toBe(false)
    expect(readConsent()).toMatchObject({ statistics: true, externalMedia: true })
    expect(analyticsLoader.startAnalytics).toHaveBeenCalledWith(ANALYTICS)
  })

  it('asks nothing without analytics, and never stores statistics as allowed then', async () => {
    await page(null)
    expect(dialog().open).toBe(false)
    document.querySelector<HTMLElement>(select(HOOKS.consentSettings))!.click()
    expect(dialog().open).toBe(true)
    // No statistics to allow: the settings offer external media only.
    expect(box('statistics')).toBeNull()
    box('externalMedia').checked = true
    dialog().querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }))
    expect(readConsent()).toMatchObject({ statistics: false, externalMedia: true })
    expect(analyticsLoader.startAnalytics).not.toHaveBeenCalled()
  })

  it('opens the settings with every category shown and the stored choices ticked', async () => {
    await page(ANALYTICS)
    choice('only-necessary').click()
    expect(readConsent()).toMatchObject({ statistics: false, externalMedia: false })
    expect(analyticsLoader.startAnalytics).not.toHaveBeenCalled()
    document.querySelector<HTMLElement>(select(HOOKS.consentSettings))!.click()
    expect(dialog().open).toBe(true)
    expect(dialog().querySelector('details')!.open).toBe(true)
    expect([box('statistics').checked, box('externalMedia').checked]).toEqual([false, false])
  })

  it('does not ask again once the visitor has chosen', async () => {
    await page(ANALYTICS)
    choice('only-necessary').click()
    await page(ANALYTICS)
    expect(dialog().open).toBe(false)
  })
})
