import { useId } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { cn } from '~/lib/cn'
import { LEAD_LIMITS, type LeadField } from './lead-limits'
import { SubmitButton } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input, Textarea } from '~/components/ui/input'
import { Honeypot, PrivacyNotice, ResultMessage, RouteFields } from './lead-fields'
import { EXTRA_FIELD_NAMES, FORM_FIELD_NAMES, type LeadIntent } from './lead-form'
import { useLeadResult } from './lead-result'
import { useLeadForm } from './use-lead-form'

type FieldSpec = {
  field: LeadField
  label: 'leads.contact.name' | 'leads.contact.email' | 'leads.contact.phone' | 'leads.contact.company'
  type: string
  autoComplete: string
  inputMode?: 'email' | 'tel' | 'text'
  placeholder?: TranslationKey
}

const INPUTS: FieldSpec[] = [
  { field: 'NameSurname', label: 'leads.contact.name', type: 'text', autoComplete: 'name' },
  { field: 'Email', label: 'leads.contact.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  // The spec's placeholder in Turkish; English and German visitors get their own number shape.
  { field: 'Phone', label: 'leads.contact.phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: 'leads.contact.phonePlaceholder' },
  { field: 'Company', label: 'leads.contact.company', type: 'text', autoComplete: 'organization' },
]

type ContactFormProps = {
  className?: string
  /** The contact form (default), a job application or a partner request: the same five fields. */
  intent?: Exclude<LeadIntent, 'email'>
  /** The form's accessible name, and labels of the company and message fields where they mean something else. */
  label?: string
  companyLabel?: string
  messageLabel?: string
  /** What the company field starts with (the position of a job application). */
  defaultCompany?: string
}

/** The contact page's form (SPEC §4, §5): five required fields, posted to the API or, without JS, to the lead route. */
export function ContactForm({ className, intent = 'form', label, companyLabel, messageLabel, defaultCompany }: ContactFormProps) {
  const { t } = useI18n()
  const result = useLeadResult(intent)
  const form = useLeadForm(intent, result)
  const id = useId()
  const value = (field: LeadField) => (result?.state === 'sent' ? (field === 'Company' ? defaultCompany : undefined) : (result?.values?.[field] ?? (field === 'Company' ? defaultCompany : undefined)))
  const messageId = `${id}-message`
  const errorOf = (field: LeadField) => (form.invalid(field) ? form.errors[field] : undefined)
  return (
    <form
      {...form.formProps}
      aria-label={label ?? t('leads.contact.title')}
      className={cn('relative grid gap-5 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8', className)}
    >
      <RouteFields intent={intent} />
      <ResultMessage result={result} />
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map((spec) => {
          const inputId = `${id}-${FORM_FIELD_NAMES[spec.field]}`
          return (
            <Field key={spec.field} id={inputId} label={spec.field === 'Company' && companyLabel ? companyLabel : t(spec.label)} error={errorOf(spec.field)}>
              <Input
                name={FORM_FIELD_NAMES[spec.field]}
                type={spec.type}
                autoComplete={spec.autoComplete}
                inputMode={spec.inputMode}
                placeholder={spec.placeholder && t(spec.placeholder)}
                maxLength={LEAD_LIMITS[spec.field]}
                defaultValue={value(spec.field)}
              />
            </Field>
          )
        })}
      </div>
      <Field id={messageId} label={messageLabel ?? t('leads.contact.message')} error={errorOf('Message')}>
        <Textarea name={FORM_FIELD_NAMES.Message} rows={5} maxLength={LEAD_LIMITS.Message} defaultValue={value('Message')} className="min-h-32" />
      </Field>
      {intent === 'application' ? (
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
