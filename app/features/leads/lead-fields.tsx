import { useLocation } from 'react-router'
import { cn } from '~/lib/cn'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { Field } from '~/components/ui/field'
import { Input, Textarea } from '~/components/ui/input'
import { LEAD_FIELDS, type LeadField, type LeadFieldDeclaration } from './lead-declarations'
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

const INPUT_TYPES = { text: 'text', email: 'email', phone: 'tel' } as const

/**
 * One declared field (lead-declarations.ts) as the site's Field: its label (or the form's own
 * meaning of it), the control of its type with its input name, limit and autocomplete, the
 * required mark or "(optional)", and its message while invalid.
 */
export function DeclaredField({
  field,
  id,
  label,
  error,
  defaultValue,
  hideLabel,
  placeholder,
}: {
  field: LeadField
  id: string
  label: string
  error: string | undefined
  defaultValue: string | undefined
  hideLabel?: boolean
  /** Said in the control while it is empty, instead of the declaration's. */
  placeholder?: string
}) {
  const { t } = useI18n()
  const declaration: LeadFieldDeclaration = LEAD_FIELDS[field]
  const control = { name: declaration.input, maxLength: declaration.maxLength, autoComplete: declaration.autoComplete, defaultValue }
  return (
    <Field id={id} label={label} error={error} required={declaration.required} optionalLabel={t('leads.contact.optional')} hideLabel={hideLabel}>
      {declaration.type === 'multiline' ? (
        <Textarea {...control} rows={5} className="min-h-32" />
      ) : (
        <Input
          {...control}
          type={INPUT_TYPES[declaration.type]}
          inputMode={declaration.inputMode}
          placeholder={placeholder ?? (declaration.placeholder && t(declaration.placeholder))}
        />
      )}
    </Field>
  )
}
