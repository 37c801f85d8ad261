import type { AnalyticsConfig } from '~/features/consent/analytics-providers'
import { startAnalytics, stopAnalytics } from '~/features/consent/analytics-loader'
import { ALL_ALLOWED, CONSENT_DIALOG_ID, ONLY_NECESSARY, OPEN_CONSENT_EVENT, readConsent, saveConsent } from '~/features/consent/consent-store'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/**
 * The privacy choices (consent-dialog.tsx has the markup and the rules it shows). On a first
 * visit the dialog opens by itself, as a banner that leaves the page usable, when the site has
 * something to ask (analytics configured: its `analytics` hook holds the config); "Cookie settings"
 * (the `consentSettings` hook) and a video's note open it at any time. Statistics run only while
 * allowed; withdrawing deletes the visitor id and reloads, which stops a script already running.
 */
export function startConsent(): void {
  const dialog = document.getElementById(CONSENT_DIALOG_ID)
  if (!(dialog instanceof HTMLDialogElement)) return
  const form = dialog.querySelector('form')
  const title = dialog.querySelector<HTMLElement>('h2')
  let analytics: AnalyticsConfig | null = null
  try {
    analytics = JSON.parse(dialog.getAttribute(HOOKS.analytics) ?? 'null') as AnalyticsConfig | null
  } catch {
    // No analytics then: nothing optional runs.
  }
  const applyAnalytics = () => {
    if (!analytics) return
    if (readConsent()?.statistics === true) startAnalytics(analytics)
    else if (stopAnalytics(analytics)) window.location.reload()
  }

  const openSettings = () => {
    const current = readConsent() ?? ONLY_NECESSARY
    for (const name of ['statistics', 'externalMedia'] as const) {
      const box = form?.elements.namedItem(name)
      if (box instanceof HTMLInputElement) box.checked = current[name]
    }
    // The settings show every category; the first-visit banner keeps them folded, to stay small on a phone.
    const categories = dialog.querySelector('details')
    if (categories) categories.open = true
    if (dialog.open) dialog.close()
    dialog.showModal()
    title?.focus()
  }
  const decide = (choices: { statistics: boolean; externalMedia: boolean }) => {
    saveConsent({ statistics: analytics !== null && choices.statistics, externalMedia: choices.externalMedia })
    dialog.close()
    applyAnalytics()
  }

  window.addEventListener(OPEN_CONSENT_EVENT, openSettings)
  document.addEventListener('click', (event) => {
    const target = event.target as Element
    if (target.closest(select(HOOKS.consentSettings))) {
      event.preventDefault()
      openSettings()
    } else if (dialog.contains(target)) {
      const choice = target.closest(select(HOOKS.consentChoice))?.getAttribute(HOOKS.consentChoice)
      if (choice === 'only-necessary') decide(ONLY_NECESSARY)
      else if (choice === 'accept-all') decide(ALL_ALLOWED)
      else if (target.closest('a')) dialog.close()
    }
  })
  form?.addEventListener('submit', (event) => {
    event.preventDefault()
    const data = new FormData(form)
    decide({ statistics: data.get('statistics') === 'on', externalMedia: data.get('externalMedia') === 'on' })
  })

  if (analytics && readConsent() === null) {
    dialog.show()
    title?.focus()
  }
  applyAnalytics()
}
