import { useRef, useState, type FormEvent } from 'react'
import { toast } from '~/components/ui/toast'
import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { apiFetch, apiUrl, postWithoutJavaScript } from '~/lib/api-fetch'
import { fieldMessages, formAnchor, inputNameOf, leadEndpoint, leadFormOf, leadRoutePath, payloadFromForm, type LeadIntent, type LeadResult } from './lead-form'
import leadCheckScript from '~/frame/lead-check?worker&url'
import { usePageHydrated } from '~/lib/page-hydration'
import { HONEYPOT_FIELD, LEAD_CHARACTERS_MESSAGE, LEAD_PURPOSE_MESSAGE, type LeadExtraField, type LeadField } from './lead-limits'
import type * as LeadSchemaModule from './lead.schema'
import * as HOOKS from '~/lib/frame-hooks'

let schemaModule: Promise<typeof LeadSchemaModule> | undefined

/**
 * zod comes with the first focus on a form, not with the page (about 5 KB gzip less on every
 * first visit). Should the chunk fail to load (offline, a new deployment), the form is sent
 * unchecked and the server's 400 brings the same translated messages.
 */
function loadSchema() {
  schemaModule ??= import('./lead.schema').catch((error: unknown) => {
    schemaModule = undefined
    throw error
  })
  return schemaModule
}

/**
 * State of one lead form (SPEC §4): `submitted` turns on invalid styling after the first
 * attempt, `sending` disables the button with a spinner only while the call runs — unlike the
 * original hero form, an invalid attempt never locks the button. Without JavaScript the same
 * form posts to the lead route, which redirects back here with `result` (its error keys are
 * translated like the browser's own).
 */
export function useLeadForm(kind: LeadIntent, result: LeadResult | undefined) {
  const { t, language } = useI18n()
  const { fields, extras } = leadFormOf(kind)
  const [submitted, setSubmitted] = useState(result?.state === 'invalid')
  const [sending, setSending] = useState(false)
  // Set synchronously, unlike `sending`: a second click while zod loads must not send twice.
  const busy = useRef(false)
  const [errors, setErrors] = useState<Partial<Record<LeadField | LeadExtraField, string>>>(() =>
    Object.fromEntries(Object.entries(result?.errors ?? {}).map(([field, key]) => [field, t(key as TranslationKey)])),
  )

  async function check(form: HTMLFormElement) {
    const payload = payloadFromForm(new FormData(form), fields, extras)
    const schemas = await loadSchema().catch(() => undefined)
    if (!schemas) return { payload, valid: true, firstInvalid: undefined }
    const result = schemas.validateLead(schemas.leadSchemaFor(kind), payload)
    const messages = result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key as TranslationKey)]))
    setErrors(messages)
    const firstInvalid = fields.find((field) => field in messages)
    // A hidden field the visitor cannot correct (a purpose no form of ours sends) goes to the
    // server, whose 400 answer says what is wrong.
    return { payload, valid: firstInvalid === undefined, firstInvalid }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    const form = event.currentTarget
    setSubmitted(true)
    try {
      const { payload, valid, firstInvalid } = await check(form)
      if (!valid) {
        const control = firstInvalid && form.elements.namedItem(inputNameOf(firstInvalid))
        if (control instanceof HTMLElement) control.focus()
        return
      }
      const honeypot = new FormData(form).get(HONEYPOT_FIELD)
      setSending(true)
      const response = await apiFetch(apiUrl(leadEndpoint(kind)), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body: JSON.stringify({ ...payload, Language: language, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) }),
      }).catch((error: unknown) => {
        console.error(error)
        return undefined
      })
      if (!response) return postWithoutJavaScript(form)
      const body: unknown = await response.json().catch(() => null)
      if (response.ok && body !== null) {
        // A sign-up is not done yet: the visitor confirms with the link we mail them (double opt-in).
        toast.success(t('leads.toast.successTitle'), t(kind === 'email' ? 'leads.toast.signupMessage' : 'leads.toast.successMessage'))
        form.reset()
        setSubmitted(false)
        setErrors({})
        return
      }
      const serverErrors = (body as { errors?: Partial<Record<LeadField | LeadExtraField, string>> } | null)?.errors
      if (response.status === 400 && serverErrors) setErrors(serverErrors)
      toast.error(t('leads.toast.errorTitle'), t('leads.toast.errorMessage'))
    } catch (error) {
      console.error(error)
      toast.error(t('leads.toast.errorTitle'), t('leads.toast.errorMessage'))
    } finally {
      busy.current = false
      setSending(false)
    }
  }

  /** After the first attempt, messages follow the visitor's corrections as they type. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    if (submitted) void check(event.currentTarget)
  }

  function onFocus() {
    void loadSchema().catch(() => undefined)
  }

  const invalid = (field: LeadField | LeadExtraField) => submitted && Boolean(errors[field])
  // What the <form> element itself needs: without JavaScript it posts to the one lead route. On a
  // page without React the frame script loads the form's own script on the first focus
  // (app/frame/lead-check.ts: the same schema's check, the API call and its toasts), with the
  // messages it may need in the page's language.
  const hydrated = usePageHydrated()
  const browserCheck = hydrated
    ? {}
    : {
        [HOOKS.leadCheck]: kind === 'email' ? 'email' : kind === 'application' ? 'application' : 'contact',
        [HOOKS.focusScript]: leadCheckScript,
        [HOOKS.messages]: JSON.stringify(Object.fromEntries(browserMessageKeys(kind, fields).map((key) => [key, t(key)]))),
      }
  const formProps = { id: formAnchor(kind), method: 'post', action: leadRoutePath(language), noValidate: true, onSubmit, onInput, onFocus, ...browserCheck } as const
  return { submitted, sending, errors, invalid, onSubmit, onInput, onFocus, formProps }
}

/** The texts a lead form's script may show on a page without React: field messages and toasts. */
function browserMessageKeys(kind: LeadIntent, fields: readonly LeadField[]): TranslationKey[] {
  return [
    ...fields.flatMap(fieldMessages),
    LEAD_CHARACTERS_MESSAGE,
    LEAD_PURPOSE_MESSAGE,
    'leads.toast.successTitle',
    kind === 'email' ? 'leads.toast.signupMessage' : 'leads.toast.successMessage',
    'leads.toast.errorTitle',
    'leads.toast.errorMessage',
  ] as TranslationKey[]
}
