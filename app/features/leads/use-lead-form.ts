import { useState, type FormEvent } from 'react'
import { toast } from '~/components/ui/toast'
import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { apiFetch, apiUrl } from '~/lib/api-fetch'
import { ContactFormSchema, EmailSignupSchema, HONEYPOT_FIELD, validateLead, type LeadField } from './lead.schema'
import { payloadFromForm, type LeadActionData } from './lead-form'

const ENDPOINTS = { email: '/api/v1/Site/ContactEmail/Create', form: '/api/v1/Site/ContactForm/Create' } as const

/**
 * State of one lead form (SPEC §4): `submitted` turns on invalid styling after the first
 * attempt, `sending` disables the button with a spinner only while the call runs — unlike the
 * original hero form, an invalid attempt never locks the button. Without JavaScript the same
 * form posts to the route action and `actionData` carries its answer.
 */
export function useLeadForm(kind: 'email' | 'form', actionData: LeadActionData | undefined) {
  const { t, language } = useI18n()
  const fields: LeadField[] = kind === 'email' ? ['Email'] : ['NameSurname', 'Email', 'Phone', 'Company', 'Message']
  const schema = kind === 'email' ? EmailSignupSchema : ContactFormSchema
  const [submitted, setSubmitted] = useState(actionData?.state === 'invalid')
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<LeadField, string>>>(actionData?.errors ?? {})

  function check(form: HTMLFormElement) {
    const payload = payloadFromForm(new FormData(form), fields)
    const result = validateLead(schema, payload)
    const messages = result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key as TranslationKey)]))
    setErrors(messages)
    return { payload, valid: result.ok }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    setSubmitted(true)
    const { payload, valid } = check(form)
    if (!valid) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    const honeypot = new FormData(form).get(HONEYPOT_FIELD)
    setSending(true)
    try {
      const response = await apiFetch(apiUrl(ENDPOINTS[kind]), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body: JSON.stringify({ ...payload, Language: language, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) }),
      })
      const body: unknown = await response.json().catch(() => null)
      if (response.ok && body !== null) {
        toast.success(t('leads.toast.successTitle'), t('leads.toast.successMessage'))
        form.reset()
        setSubmitted(false)
        setErrors({})
        return
      }
      const serverErrors = (body as { errors?: Partial<Record<LeadField, string>> } | null)?.errors
      if (response.status === 400 && serverErrors) setErrors(serverErrors)
      toast.error(t('leads.toast.errorTitle'), t('leads.toast.errorMessage'))
    } catch (error) {
      console.error(error)
      toast.error(t('leads.toast.errorTitle'), t('leads.toast.errorMessage'))
    } finally {
      setSending(false)
    }
  }

  /** After the first attempt, messages follow the visitor's corrections as they type. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    if (submitted) check(event.currentTarget)
  }

  const invalid = (field: LeadField) => submitted && Boolean(errors[field])
  return { submitted, sending, errors, invalid, onSubmit, onInput }
}
