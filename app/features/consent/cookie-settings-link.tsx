import type { MouseEvent } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { COOKIE_POLICY_PATH, openConsentSettings } from './consent-store'

/**
 * "Cookie settings": opens the consent dialog; without JavaScript (when nothing optional can run
 * anyway) it leads to the cookie policy.
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { t } = useI18n()
  const open = (event: MouseEvent) => {
    event.preventDefault()
    openConsentSettings()
  }
  return (
    <LocalizedLink to={COOKIE_POLICY_PATH} className={className} discover="none" onClick={open} aria-haspopup="dialog">
      {t('consent.settings')}
    </LocalizedLink>
  )
}
