import { useId } from 'react'
import { Button } from '~/components/ui/button'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { ANALYTICS_PROVIDERS, type AnalyticsConfig } from './analytics-providers'
import { CONSENT_DIALOG_ID, COOKIE_POLICY_PATH } from './consent-store'
import * as HOOKS from '~/lib/frame-hooks'

/** Three choices of equal weight (framed in the primary colour): no button is bigger, brighter or pre-selected. */
const CHOICE = 'flex-1 px-4 py-2.5 text-sm font-semibold'

/**
 * The privacy choices (necessary / statistics / external media), in every page's HTML. The frame
 * script (app/frame/consent.ts) opens it: on a first visit by itself, as a banner that leaves the
 * page usable, when the site has something to ask (analytics configured); from the footer's
 * "Cookie settings" and a video's note at any time. While no choice is stored nothing optional
 * runs; choices stay in this browser (consent-store.ts). Without JavaScript nothing optional can
 * run, and nothing opens it.
 */
export function ConsentDialog({ analytics }: { analytics: AnalyticsConfig | null }) {
  const { t } = useI18n()
  const id = CONSENT_DIALOG_ID
  const providerName = analytics ? ANALYTICS_PROVIDERS[analytics.provider].name : ''
  return (
    <dialog
      id={id}
      {...{ [HOOKS.analytics]: analytics ? JSON.stringify(analytics) : undefined }}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="fixed inset-x-0 top-auto bottom-0 z-[1500] m-0 mx-auto mb-4 w-[min(42rem,calc(100%-2rem))] rounded-2xl border bg-card p-5 text-card-foreground shadow-2xl backdrop:bg-black/40 sm:p-6"
      data-testid="consent-dialog"
    >
      <form method="dialog" className="grid gap-4">
        {/* Focus lands on the heading, not on the first link: a screen reader starts reading here. */}
        <h2 id={`${id}-title`} className="text-lg font-bold outline-none" tabIndex={-1}>
          {t('consent.title')}
        </h2>
        <p id={`${id}-text`} className="text-sm text-muted-foreground">
          {t('consent.text')}{' '}
          <LocalizedLink to={COOKIE_POLICY_PATH} className="font-medium text-primary underline" discover="none">
            {t('consent.policyLink')}
          </LocalizedLink>
        </p>
        <details className="group">
          <summary className="cursor-pointer text-sm font-semibold text-primary">{t('consent.categories')}</summary>
          <fieldset className="mt-3 grid gap-3">
            <legend className="sr-only">{t('consent.categories')}</legend>
            <Choice name="necessary" label={t('consent.necessary')} text={t('consent.necessaryText')} checked disabled />
            {analytics && <Choice name="statistics" label={t('consent.statistics')} text={t('consent.statisticsText', { provider: providerName })} />}
            <Choice name="externalMedia" label={t('consent.externalMedia')} text={t('consent.externalMediaText')} />
          </fieldset>
        </details>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outlinePrimary" size={null} className={CHOICE} {...{ [HOOKS.consentChoice]: 'only-necessary' }}>
            {t('consent.onlyNecessary')}
          </Button>
          <Button type="submit" variant="outlinePrimary" size={null} className={CHOICE}>
            {t('consent.save')}
          </Button>
          <Button variant="outlinePrimary" size={null} className={CHOICE} {...{ [HOOKS.consentChoice]: 'accept-all' }}>
            {t('consent.acceptAll')}
          </Button>
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
