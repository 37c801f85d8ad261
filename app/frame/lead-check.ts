import { FORM_FIELD_NAMES, leadFieldsOf, payloadFromForm } from '~/features/leads/lead-form'
import type { LeadExtraField, LeadField } from '~/features/leads/lead-limits'
import { leadSchemaFor, validateLead } from '~/features/leads/lead.schema'

/**
 * The browser's check of a lead form on a page without React, with the one schema the server uses
 * (lead.schema.ts). A script of its own, which the frame script loads the first time a visitor
 * focuses such a form (`form[data-lead-check]`, use-lead-form.ts). A failing form is not sent: each
 * wrong field gets its message (the page's translations are on the form, `data-messages`) and the
 * first one the focus; after that first attempt the messages follow the visitor's corrections.
 * A valid form posts as HTML, and the server checks it again.
 */

function check(form: HTMLFormElement): LeadField | undefined {
  const kind = form.dataset.leadCheck === 'email' ? 'email' : form.dataset.leadCheck === 'application' ? 'application' : 'form'
  const { fields, extras } = leadFieldsOf(kind)
  const result = validateLead(leadSchemaFor(kind), payloadFromForm(new FormData(form), fields, extras))
  const errors: Partial<Record<LeadField | LeadExtraField, string>> = result.ok ? {} : result.errors
  let messages: Record<string, string> = {}
  try {
    messages = JSON.parse(form.dataset.messages ?? '{}') as Record<string, string>
  } catch {
    // No translations: the server's answer will say it.
  }
  for (const field of fields) {
    const control = form.elements.namedItem(FORM_FIELD_NAMES[field])
    if (!(control instanceof HTMLElement) || !control.id) continue
    const errorId = `${control.id}-error`
    let message = document.getElementById(errorId)
    const key = errors[field]
    if (key) {
      if (!message) {
        message = document.createElement('p')
        message.id = errorId
        message.className = 'text-sm text-danger'
        control.closest('.grid')?.append(message)
      }
      message.textContent = messages[key] ?? key
      control.setAttribute('aria-invalid', 'true')
      control.setAttribute('aria-describedby', errorId)
    } else {
      message?.remove()
      control.removeAttribute('aria-invalid')
      if (control.getAttribute('aria-describedby') === errorId) control.removeAttribute('aria-describedby')
    }
  }
  return fields.find((field) => errors[field])
}

const leadForm = (target: EventTarget | null) => (target instanceof HTMLFormElement && target.dataset.leadCheck ? target : null)

document.addEventListener('submit', (event) => {
  const form = leadForm(event.target)
  if (!form) return
  form.dataset.checked = ''
  const firstInvalid = check(form)
  if (firstInvalid === undefined) return
  event.preventDefault()
  const control = form.elements.namedItem(FORM_FIELD_NAMES[firstInvalid])
  if (control instanceof HTMLElement) control.focus()
})

document.addEventListener('input', (event) => {
  const form = leadForm((event.target as Element | null)?.closest?.('form') ?? null)
  if (form && form.dataset.checked !== undefined) check(form)
})

// The check is live (the end-to-end tests wait for this before they submit).
document.documentElement.setAttribute('data-lead-check', '')
