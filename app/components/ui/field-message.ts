/**
 * A field's message, one renderer for both kinds of page: Field (field.tsx) renders it on the
 * server and in React, and the lead forms' check of a page without React (app/frame/lead-check.ts)
 * writes into that same markup with showFieldMessage. No React and no class names here: the
 * hooks are the data attributes and ids below.
 */

/** On the field's wrapper, its message element and its hint. */
export const FIELD_ATTRIBUTE = 'data-field'
export const FIELD_ERROR_ATTRIBUTE = 'data-field-error'
export const FIELD_HINT_ATTRIBUTE = 'data-field-hint'

export const fieldHintId = (controlId: string) => `${controlId}-hint`
export const fieldErrorId = (controlId: string) => `${controlId}-error`

/** A control's `aria-describedby`: its hint (if it has one), then its message while it is invalid. */
export function fieldDescribedBy(controlId: string, { hint, invalid }: { hint: boolean; invalid: boolean }): string | undefined {
  return [hint ? fieldHintId(controlId) : null, invalid ? fieldErrorId(controlId) : null].filter(Boolean).join(' ') || undefined
}

/**
 * Shows `message` at the field around `control` (or clears it when undefined), in the states
 * Field renders: the message element filled and shown, the control `aria-invalid` and described
 * by its hint and message.
 */
export function showFieldMessage(control: HTMLElement, message: string | undefined): void {
  const field = control.closest(`[${FIELD_ATTRIBUTE}]`)
  const element = field?.querySelector<HTMLElement>(`[${FIELD_ERROR_ATTRIBUTE}]`)
  if (element) {
    element.textContent = message ?? ''
    element.hidden = !message
  }
  const hint = Boolean(field?.querySelector(`[${FIELD_HINT_ATTRIBUTE}]`))
  const describedBy = fieldDescribedBy(control.id, { hint, invalid: Boolean(message) })
  if (message) control.setAttribute('aria-invalid', 'true')
  else control.removeAttribute('aria-invalid')
  if (describedBy) control.setAttribute('aria-describedby', describedBy)
  else control.removeAttribute('aria-describedby')
}
