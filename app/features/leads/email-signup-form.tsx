import { useId } from 'react'
import { Form, useActionData } from 'react-router'
import { useI18n } from '~/features/i18n/i18n-context'
import { LEAD_LIMITS } from './lead-limits'
import { ActionMessage, controlProps, Field, Honeypot, INPUT_CLASS, SubmitButton } from './lead-fields'
import { FORM_FIELD_NAMES, INTENT_FIELD, isLeadActionData } from './lead-form'
import { useLeadForm } from './use-lead-form'

/** The hero's e-mail sign-up (SPEC §4, §5): posts `{Email}` to the API, or to the page without JS. */
export function EmailSignupForm() {
  const { t } = useI18n()
  const raw = useActionData()
  const actionData = isLeadActionData(raw, 'email') ? raw : undefined
  const form = useLeadForm('email', actionData)
  const id = useId()
  const emailId = `${id}-email`
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} onInput={form.onInput} onFocus={form.onFocus} className="relative grid gap-2" aria-label={t('leads.signup.label')}>
      <input type="hidden" name={INTENT_FIELD} value="email" />
      <ActionMessage actionData={actionData} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <Field id={emailId} label={t('leads.signup.label')} error={form.errors.Email} invalid={form.invalid('Email')} hideLabel>
            <input
              {...controlProps(emailId, form.invalid('Email'))}
              name={FORM_FIELD_NAMES.Email}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={LEAD_LIMITS.Email}
              placeholder={t('leads.signup.placeholder')}
              defaultValue={actionData?.state === 'sent' ? '' : actionData?.values?.Email}
              className={INPUT_CLASS}
            />
          </Field>
        </div>
        <SubmitButton sending={form.sending} label={t('leads.signup.submit')} sendingLabel={t('leads.signup.sending')} />
      </div>
      <Honeypot id={`${id}-website`} />
    </Form>
  )
}
