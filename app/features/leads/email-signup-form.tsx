import { useId } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import type { SignupPurpose } from './lead-limits'
import { SubmitButton } from '~/components/ui/button'
import { DeclaredField, Honeypot, PrivacyNotice, ResultMessage, RouteFields } from './lead-fields'
import { EXTRA_FIELD_NAMES } from './lead-form'
import { useLeadResult } from './lead-result'
import { useLeadForm } from './use-lead-form'

/**
 * An e-mail sign-up (SPEC §4, §5): posts `{Email, Purpose}` to the API, or to the lead route
 * without JS. `purpose` is what the form promises (the hero: a demo date); the notice under it,
 * the consent stored with the lead and the confirmation mail say exactly that.
 */
export function EmailSignupForm({ purpose }: { purpose: SignupPurpose }) {
  const { t } = useI18n()
  const result = useLeadResult('email')
  const form = useLeadForm('email', result)
  const id = useId()
  const emailId = `${id}-email`
  return (
    <form
      {...form.formProps}
      className="relative grid gap-2"
      aria-label={t('leads.signup.label')}
    >
      <RouteFields intent="email" />
      <input type="hidden" name={EXTRA_FIELD_NAMES.Purpose} value={purpose} />
      <ResultMessage result={result} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <DeclaredField
            field="Email"
            id={emailId}
            label={t('leads.signup.label')}
            error={form.invalid('Email') ? form.errors.Email : undefined}
            defaultValue={result?.state === 'sent' ? '' : result?.values?.Email}
            hideLabel
            placeholder={t('leads.signup.placeholder')}
          />
        </div>
        <SubmitButton busy={form.sending} label={t('leads.signup.submit')} busyLabel={t('leads.signup.sending')} />
      </div>
      <PrivacyNotice kind="signup" purpose={purpose} />
      <Honeypot id={`${id}-website`} />
    </form>
  )
}
