import { useLocation } from 'react-router'
import { cn } from '~/lib/cn'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { HONEYPOT_FIELD, signupConsentKey, type SignupPurpose } from './lead-limits'
import { INTENT_FIELD, RETURN_TO_FIELD, type LeadIntent, type LeadResult } from './lead-form'

/** Off-screen field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot({ id }: { id: string }) {
  const { t } = useI18n()
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('leads.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** What the lead route needs from a form posted without JavaScript: which form, and the page to come back to. */
export function RouteFields({ intent }: { intent: LeadIntent }) {
  const { pathname, search } = useLocation()
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name={RETURN_TO_FIELD} value={`${pathname}${search}`} />
    </>
  )
}

/** The outcome of a post made without JavaScript, shown above the form. */
export function ResultMessage({ result }: { result: LeadResult | undefined }) {
  const { t } = useI18n()
  if (!result) return null
  const sent = result.state === 'sent'
  const key = sent
    ? result.intent === 'email'
      ? 'leads.result.signupSent'
      : 'leads.result.sent'
    : result.state === 'invalid'
      ? 'leads.result.invalid'
      : result.state === 'forbidden'
        ? 'leads.result.forbidden'
        : result.state === 'rate-limited'
          ? 'leads.result.tooManyRequests'
          : 'leads.result.failed'
  return (
    <p role={sent ? 'status' : 'alert'} className={cn('rounded-lg border px-3.5 py-2.5 text-sm font-medium', sent ? 'border-primary/40 bg-primary/10' : 'border-danger/40 bg-danger/10')}>
      {t(key)}
    </p>
  )
}

/**
 * The notice under each lead form (GDPR Art. 13, KVKK Art. 10): what the data is used for, and
 * the privacy policy one click away. A sign-up's text is also the explicit consent to the e-mail
 * its form promises (one text per purpose) that Turkish law (6563) and German law (UWG § 7) ask
 * for; a job application has the recruiting note (purpose and deletion period).
 */
export function PrivacyNotice({ kind, purpose, className }: { kind: 'signup' | 'contact' | 'application'; purpose?: SignupPurpose; className?: string }) {
  const { t } = useI18n()
  const key = kind === 'signup' ? signupConsentKey(purpose ?? 'demo') : kind === 'application' ? 'leads.privacy.application' : 'leads.privacy.contact'
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {t(key)}{' '}
      <LocalizedLink to="/privacy-policy" className="font-medium text-primary underline" discover="none">
        {t('leads.privacy.link')}
      </LocalizedLink>
    </p>
  )
}
