import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { COOKIE_POLICY_PATH } from './consent-store'
import * as HOOKS from '~/lib/frame-hooks'

/**
 * "Cookie settings": the frame script (app/frame/consent.ts) opens the consent dialog on a click;
 * without JavaScript (when nothing optional can run anyway) it leads to the cookie policy.
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { t } = useI18n()
  return (
    <LocalizedLink to={COOKIE_POLICY_PATH} className={className} discover="none" {...{ [HOOKS.consentSettings]: '' }} aria-haspopup="dialog">
      {t('consent.settings')}
    </LocalizedLink>
  )
}
