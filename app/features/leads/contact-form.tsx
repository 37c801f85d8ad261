import { useId } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { cn } from '~/lib/cn'
import { LEAD_LIMITS, type LeadField } from './lead-limits'
import { controlProps, Field, Honeypot, INPUT_CLASS, ResultMessage, RouteFields, SubmitButton } from './lead-fields'
import { FORM_FIELD_NAMES } from './lead-form'
import { useLeadResult } from './lead-result'
import { useLeadForm } from './use-lead-form'

type FieldSpec = {
  field: LeadField
  label: 'leads.contact.name' | 'leads.contact.email' | 'leads.contact.phone' | 'leads.contact.company'
  type: string
  autoComplete: string
  inputMode?: 'email' | 'tel' | 'text'
  placeholder?: string
}

const INPUTS: FieldSpec[] = [
  { field: 'NameSurname', label: 'leads.contact.name', type: 'text', autoComplete: 'name' },
  { field: 'Email', label: 'leads.contact.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  // The spec's placeholder, shown as is in every language.
  { field: 'Phone', label: 'leads.contact.phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '(xxx) xxx xx xx' },
  { field: 'Company', label: 'leads.contact.company', type: 'text', autoComplete: 'organization' },
]

/** The contact page's form (SPEC §4, §5): five required fields, posted to the API or, without JS, to the lead route. */
export function ContactForm({ className }: { className?: string }) {
  const { t } = useI18n()
  const result = useLeadResult('form')
  const form = useLeadForm('form', result)
  const id = useId()
  const value = (field: LeadField) => (result?.state === 'sent' ? undefined : result?.values?.[field])
  const messageId = `${id}-message`
  return (
    <form
      {...form.formProps}
      aria-label={t('leads.contact.title')}
      className={cn('relative grid gap-5 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8', className)}
    >
      <RouteFields intent="form" />
      <ResultMessage result={result} />
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map((spec) => {
          const inputId = `${id}-${FORM_FIELD_NAMES[spec.field]}`
          return (
            <Field key={spec.field} id={inputId} label={t(spec.label)} error={form.errors[spec.field]} invalid={form.invalid(spec.field)}>
              <input
                {...controlProps(inputId, form.invalid(spec.field))}
                name={FORM_FIELD_NAMES[spec.field]}
                type={spec.type}
                autoComplete={spec.autoComplete}
                inputMode={spec.inputMode}
                placeholder={spec.placeholder}
                maxLength={LEAD_LIMITS[spec.field]}
                defaultValue={value(spec.field)}
                className={INPUT_CLASS}
              />
            </Field>
          )
        })}
      </div>
      <Field id={messageId} label={t('leads.contact.message')} error={form.errors.Message} invalid={form.invalid('Message')}>
        <textarea
          {...controlProps(messageId, form.invalid('Message'))}
          name={FORM_FIELD_NAMES.Message}
          rows={5}
          maxLength={LEAD_LIMITS.Message}
          defaultValue={value('Message')}
          className={cn(INPUT_CLASS, 'min-h-32 resize-y')}
        />
      </Field>
      <Honeypot id={`${id}-website`} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('leads.contact.requiredNote')}</p>
        <SubmitButton sending={form.sending} label={t('leads.contact.submit')} sendingLabel={t('leads.contact.sending')} />
      </div>
    </form>
  )
}
