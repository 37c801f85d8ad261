import { INTENT_FIELD, inputNameOf, isLeadIntent, leadEndpoint, leadFormOf, payloadFromForm, type LeadIntent } from '~/features/leads/lead-form'
import { HONEYPOT_FIELD, type LeadExtraField, type LeadField } from '~/features/leads/lead-limits'
import { leadSchemaFor, validateLead } from '~/features/leads/lead.schema'
import { showFieldMessage } from '~/components/ui/field-message'
import { apiFetch, apiUrl, postWithoutJavaScript } from '~/lib/api-fetch'
import { requestToast } from '~/lib/frame-events'
import * as HOOKS from '~/lib/frame-hooks'

/**
 * The lead forms of a page without React (SPEC §4, §5), with the one schema the server uses
 * (lead.schema.ts). A script of its own, which the frame script loads the first time a visitor
 * focuses such a form (the `leadCheck` hook, use-lead-form.ts). A failing form is not sent: each
 * wrong field gets its message (the page's translations are on the form, its `messages` hook) and the
 * first one the focus; after that first attempt the messages follow the visitor's corrections.
 * A valid form is sent as JSON to the API the React forms use, the button disabled with its spinner
 * (`aria-busy`) meanwhile; a toast says how it went (one toast script, frame-events.ts), success
 * empties the form and a 400's messages go to their fields. Without this script, or without
 * `fetch`, or when the call does not reach the API at all, the form posts as HTML to the lead
 * route (Post/Redirect/Get), and the server checks it again.
 */

type Errors = Partial<Record<LeadField | LeadExtraField, string>>

const intentOf = (form: HTMLFormElement): LeadIntent => {
  const intent = (form.elements.namedItem(INTENT_FIELD) as HTMLInputElement | null)?.value
  return isLeadIntent(intent) ? intent : 'form'
}

function messagesOf(form: HTMLFormElement): Record<string, string> {
  try {
    return JSON.parse(form.getAttribute(HOOKS.messages) ?? '{}') as Record<string, string>
  } catch {
    // No translations: the keys stand in (the server's answer says it in words).
    return {}
  }
}

/** Shows `errors` (translation keys, or the server's translated words) at their fields; returns the first wrong one. */
function showErrors(form: HTMLFormElement, errors: Errors): LeadField | undefined {
  const { fields } = leadFormOf(intentOf(form))
  const messages = messagesOf(form)
  for (const field of fields) {
    const control = form.elements.namedItem(inputNameOf(field))
    const key = errors[field]
    if (control instanceof HTMLElement) showFieldMessage(control, key ? (messages[key] ?? key) : undefined)
  }
  return fields.find((field) => errors[field])
}

function check(form: HTMLFormElement): LeadField | undefined {
  const kind = intentOf(form)
  const { fields, extras } = leadFormOf(kind)
  const result = validateLead(leadSchemaFor(kind), payloadFromForm(new FormData(form), fields, extras))
  return showErrors(form, result.ok ? {} : result.errors)
}

function focusField(form: HTMLFormElement, field: LeadField | undefined): void {
  const control = field && form.elements.namedItem(inputNameOf(field))
  if (control instanceof HTMLElement) control.focus()
}

function setSending(form: HTMLFormElement, sending: boolean): void {
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[type=submit]')) {
    button.disabled = sending
    if (sending) button.setAttribute('aria-busy', 'true')
    else button.removeAttribute('aria-busy')
  }
}

/** Forms whose call is running: a second submit (a double click) sends nothing. */
const sending = new WeakSet<HTMLFormElement>()

async function send(form: HTMLFormElement): Promise<void> {
  const kind = intentOf(form)
  const { fields, extras } = leadFormOf(kind)
  const data = new FormData(form)
  const messages = messagesOf(form)
  const language = document.documentElement.lang
  const honeypot = data.get(HONEYPOT_FIELD)
  const toast = (type: 'success' | 'error', message: string) =>
    requestToast({ type, title: messages[`leads.toast.${type}Title`] ?? '', message: messages[message] ?? message })
  sending.add(form)
  setSending(form, true)
  try {
    const response = await apiFetch(apiUrl(leadEndpoint(kind)), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify({ ...payloadFromForm(data, fields, extras), Language: language, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) }),
    }).catch((error: unknown) => {
      console.error(error)
      return undefined
    })
    if (!response) return postWithoutJavaScript(form)
    const body = (await response.json().catch(() => null)) as { errors?: Errors } | null
    if (response.ok && body !== null) {
      // A sign-up is not done yet: the visitor confirms with the link we mail them (double opt-in).
      toast('success', kind === 'email' ? 'leads.toast.signupMessage' : 'leads.toast.successMessage')
      form.reset()
      form.removeAttribute(HOOKS.checked)
      showErrors(form, {})
      return
    }
    if (response.status === 400 && body?.errors) focusField(form, showErrors(form, body.errors))
    toast('error', 'leads.toast.errorMessage')
  } catch (error) {
    console.error(error)
    toast('error', 'leads.toast.errorMessage')
  } finally {
    sending.delete(form)
    setSending(form, false)
  }
}

const leadForm = (target: EventTarget | null) => (target instanceof HTMLFormElement && target.hasAttribute(HOOKS.leadCheck) ? target : null)

document.addEventListener('submit', (event) => {
  const form = leadForm(event.target)
  if (!form) return
  if (sending.has(form)) return event.preventDefault()
  form.setAttribute(HOOKS.checked, '')
  const firstInvalid = check(form)
  if (firstInvalid !== undefined) {
    event.preventDefault()
    focusField(form, firstInvalid)
  } else if (typeof fetch === 'function') {
    event.preventDefault()
    void send(form)
  }
})

document.addEventListener('input', (event) => {
  const form = leadForm((event.target as Element | null)?.closest?.('form') ?? null)
  if (form && form.hasAttribute(HOOKS.checked) && !sending.has(form)) check(form)
})

// The script is live (the end-to-end tests wait for this before they submit).
document.documentElement.setAttribute(HOOKS.leadCheck, '')
