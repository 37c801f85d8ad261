import { useEffect, useId, useRef, type FormEvent } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { ANALYTICS_PROVIDERS, type AnalyticsConfig } from './analytics-providers'
import { startAnalytics, stopAnalytics } from './analytics-loader'
import { ALL_ALLOWED, COOKIE_POLICY_PATH, ONLY_NECESSARY, OPEN_CONSENT_EVENT, readConsent, saveConsent, type ConsentChoices } from './consent-store'
import { useConsent } from './use-consent'

/** Three choices of equal weight: no button is bigger, brighter or pre-selected. */
const CHOICE = 'inline-flex flex-1 items-center justify-center rounded-lg border border-primary px-4 py-2.5 text-sm font-semibold text-primary hover:bg-accent'

/**
 * The privacy choices (necessary / statistics / external media). On a first visit it opens by
 * itself, as a banner that leaves the page usable, when the site has something to ask (analytics
 * configured); the footer's "Cookie settings" and a video's note open it at any time. While no
 * choice is stored nothing optional runs; choices stay in this browser (consent-store.ts).
 */
export function ConsentDialog({ analytics, openAs }: { analytics: AnalyticsConfig | null; openAs: 'banner' | 'settings' | null }) {
  const { t } = useI18n()
  const dialog = useRef<HTMLDialogElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const categories = useRef<HTMLDetailsElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const id = useId()
  const consent = useConsent()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const openSettings = () => {
      const current = readConsent() ?? ONLY_NECESSARY
      const fields = form.current?.elements
      for (const name of ['statistics', 'externalMedia'] as const) {
        const box = fields?.namedItem(name)
        if (box instanceof HTMLInputElement) box.checked = current[name]
      }
      // The settings show every category; the first-visit banner keeps them folded, to stay small on a phone.
      if (categories.current) categories.current.open = true
      if (element.open) element.close()
      element.showModal()
      title.current?.focus()
    }
    // Loaded by the settings link's first click, or on a first visit with something to ask.
    if (openAs === 'settings') openSettings()
    else if (openAs === 'banner' && readConsent() === null) {
      element.show()
      title.current?.focus()
    }
    window.addEventListener(OPEN_CONSENT_EVENT, openSettings)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, openSettings)
    // `openAs` is how this component was first asked for; later requests arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytics])

  // Statistics run while allowed; withdrawing deletes the visitor id and reloads to stop the script.
  // The store is read, not the hook's value: during hydration that is still the server's "no choice".
  const statistics = consent?.statistics === true
  useEffect(() => {
    if (!analytics) return
    if (readConsent()?.statistics === true) startAnalytics(analytics)
    else if (stopAnalytics(analytics)) window.location.reload()
  }, [analytics, statistics])

  const decide = (choices: ConsentChoices) => {
    saveConsent(choices)
    dialog.current?.close()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    decide({ statistics: analytics !== null && data.get('statistics') === 'on', externalMedia: data.get('externalMedia') === 'on' })
  }

  const providerName = analytics ? ANALYTICS_PROVIDERS[analytics.provider].name : ''
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="fixed inset-x-0 top-auto bottom-0 z-[1500] m-0 mx-auto mb-4 w-[min(42rem,calc(100%-2rem))] rounded-2xl border bg-card p-5 text-card-foreground shadow-2xl backdrop:bg-black/40 sm:p-6"
      data-testid="consent-dialog"
    >
      <form ref={form} onSubmit={onSubmit} className="grid gap-4">
        {/* Focus lands on the heading, not on the first link: a screen reader starts reading here. */}
        <h2 id={`${id}-title`} className="text-lg font-bold outline-none" tabIndex={-1} ref={title}>
          {t('consent.title')}
        </h2>
        <p id={`${id}-text`} className="text-sm text-muted-foreground">
          {t('consent.text')}{' '}
          <LocalizedLink to={COOKIE_POLICY_PATH} className="font-medium text-primary underline" onClick={() => dialog.current?.close()}>
            {t('consent.policyLink')}
          </LocalizedLink>
        </p>
        <details ref={categories} className="group">
          <summary className="cursor-pointer text-sm font-semibold text-primary">{t('consent.categories')}</summary>
          <fieldset className="mt-3 grid gap-3">
            <legend className="sr-only">{t('consent.categories')}</legend>
            <Choice name="necessary" label={t('consent.necessary')} text={t('consent.necessaryText')} checked disabled />
            {analytics && <Choice name="statistics" label={t('consent.statistics')} text={t('consent.statisticsText', { provider: providerName })} />}
            <Choice name="externalMedia" label={t('consent.externalMedia')} text={t('consent.externalMediaText')} />
          </fieldset>
        </details>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="button" className={CHOICE} onClick={() => decide(ONLY_NECESSARY)}>
            {t('consent.onlyNecessary')}
          </button>
          <button type="submit" className={CHOICE}>
            {t('consent.save')}
          </button>
          <button type="button" className={CHOICE} onClick={() => decide(analytics ? ALL_ALLOWED : { ...ALL_ALLOWED, statistics: false })}>
            {t('consent.acceptAll')}
          </button>
        </div>
      </form>
    </dialog>
  )
}

function Choice({ name, label, text, checked, disabled }: { name: string; label: string; text: string; checked?: boolean; disabled?: boolean }) {
  const id = useId()
  return (
    <div className="flex gap-3">
      <input id={id} name={name} type="checkbox" defaultChecked={checked} disabled={disabled} aria-describedby={`${id}-text`} className="mt-1 size-4 shrink-0 accent-primary" />
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <p id={`${id}-text`} className="text-sm text-muted-foreground">
          {text}
        </p>
      </div>
    </div>
  )
}
