import { useId } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { cn } from '~/lib/cn'
import { SubmitButton } from '~/components/ui/button'
import { LEAD_FIELDS, type LeadField } from './lead-declarations'
import { DeclaredField, Honeypot, PrivacyNotice, ResultMessage, RouteFields } from './lead-fields'
import { EXTRA_FIELD_NAMES, fieldLabel, inputNameOf, leadFormOf, type LeadIntent } from './lead-form'
import { useLeadResult } from './lead-result'
import { useLeadForm } from './use-lead-form'

type ContactFormProps = {
  className?: string
  /** The contact form (default), a job application or a partner request: the fields their declarations name. */
  intent?: Exclude<LeadIntent, 'email'>
  /** The form's accessible name. */
  label?: string
  /** What fields start with (the position of a job application). */
  defaults?: Partial<Record<LeadField, string>>
}

/**
 * The contact page's form (SPEC §4, §5) and its relatives, drawn from their declaration
 * (lead-declarations.ts): one-line fields two by two, multi-line ones across; posted to the API
 * or, without JavaScript, to the lead route.
 */
export function ContactForm({ className, intent = 'form', label, defaults = {} }: ContactFormProps) {
  const { t } = useI18n()
  const result = useLeadResult(intent)
  const form = useLeadForm(intent, result)
  const id = useId()
  const { fields, extras } = leadFormOf(intent)
  // After a sent form the fields start afresh; after a refused one they hold what the visitor typed.
  const value = (field: LeadField) => (result?.state === 'sent' ? defaults[field] : (result?.values?.[field] ?? defaults[field]))
  const declared = (field: LeadField) => (
    <DeclaredField
      key={field}
      field={field}
      id={`${id}-${inputNameOf(field)}`}
      label={t(fieldLabel(intent, field))}
      error={form.invalid(field) ? form.errors[field] : undefined}
      defaultValue={value(field)}
    />
  )
  return (
    <form
      {...form.formProps}
      aria-label={label ?? t('leads.contact.title')}
      className={cn('relative grid gap-5 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8', className)}
    >
      <RouteFields intent={intent} />
      <ResultMessage result={result} />
      <div className="grid gap-5 sm:grid-cols-2">{fields.filter((field) => LEAD_FIELDS[field].type !== 'multiline').map(declared)}</div>
      {fields.filter((field) => LEAD_FIELDS[field].type === 'multiline').map(declared)}
      {extras.includes('TalentPool') ? (
        // KVKK açık rıza / Art. 6(1)(a) DSGVO: optional and never ticked in advance.
        <div className="flex items-start gap-2.5">
          <input id={`${id}-talent-pool`} name={EXTRA_FIELD_NAMES.TalentPool} type="checkbox" value="yes" defaultChecked={false} className="mt-1 size-4 shrink-0 accent-primary" />
          <label htmlFor={`${id}-talent-pool`} className="text-sm text-muted-foreground">
            {t('leads.application.talentPool')}
          </label>
        </div>
      ) : null}
      <Honeypot id={`${id}-website`} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('leads.contact.requiredNote')}</p>
        <SubmitButton busy={form.sending} label={t('leads.contact.submit')} busyLabel={t('leads.contact.sending')} />
      </div>
      <PrivacyNotice kind={intent === 'application' ? 'application' : 'contact'} />
    </form>
  )
}
