import { LoaderCircle as LoaderCircleDrawing } from 'lucide'
import { useLocation } from 'react-router'
import { icon } from '~/components/ui/icon'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { HONEYPOT_FIELD, signupConsentKey, type SignupPurpose } from './lead-limits'
import { INTENT_FIELD, RETURN_TO_FIELD, type LeadIntent, type LeadResult } from './lead-form'

const LoaderCircle = icon(LoaderCircleDrawing)

export const INPUT_CLASS =
  'block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/30'

/**
 * Label with the required asterisk, control, and the field's message tied by aria-describedby.
 * The message element is always there (`[data-field-error]` in `[data-field]`, hidden while
 * empty), so a page without React shows its browser check's messages in the same markup
 * (app/frame/lead-check.ts).
 */
export function Field({
  id,
  label,
  error,
  invalid,
  hideLabel,
  optional,
  children,
}: {
  id: string
  label: string
  error?: string
  invalid: boolean
  hideLabel?: boolean
  /** No asterisk: the field may stay empty. */
  optional?: boolean
  children: ReactNode
}) {
  return (
    <div data-field="" className="grid gap-1.5">
      <label htmlFor={id} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
        {optional ? null : (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {children}
      <p id={`${id}-error`} data-field-error="" hidden={!(invalid && error)} className="text-sm text-danger">
        {invalid && error ? error : null}
      </p>
    </div>
  )
}

export function controlProps(id: string, invalid: boolean): Pick<ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby' | 'aria-required'> {
  return { id, 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${id}-error` : undefined, 'aria-required': true }
}

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

/**
 * The send button in both of its states (SPEC §4: disabled with a spinner while sending): the
 * spinner and both labels are always in the markup and `aria-busy` picks what shows, so the script
 * of a page without React only sets `disabled` and `aria-busy` (app/frame/lead-check.ts).
 */
export function SubmitButton({ sending, label, sendingLabel, className }: { sending: boolean; label: string; sendingLabel: string; className?: string }) {
  return (
    <button
      type="submit"
      disabled={sending}
      aria-busy={sending || undefined}
      className={cn(
        'group inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary px-5 py-2.5 font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70',
        className,
      )}
    >
      <LoaderCircle aria-hidden="true" className="hidden size-4 animate-spin group-aria-busy:block" />
      <span className="group-aria-busy:hidden">{label}</span>
      <span className="hidden group-aria-busy:inline">{sendingLabel}</span>
    </button>
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
