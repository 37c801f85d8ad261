import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/**
 * A field's message, one renderer for both kinds of page: Field (field.tsx) renders it on the
 * server and in React, and the lead forms' check of a page without React (app/frame/lead-check.ts)
 * writes into that same markup with showFieldMessage. No React and no class names here: the
 * hooks are the ids below and the data attributes on the field's wrapper, its message and its hint
 * (`field`, `fieldError`, `fieldHint` in app/lib/frame-hooks.ts).
 */

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
  const field = control.closest(select(HOOKS.field))
  const element = field?.querySelector<HTMLElement>(select(HOOKS.fieldError))
  if (element) {
    element.textContent = message ?? ''
    element.hidden = !message
  }
  const hint = Boolean(field?.querySelector(select(HOOKS.fieldHint)))
  const describedBy = fieldDescribedBy(control.id, { hint, invalid: Boolean(message) })
  if (message) control.setAttribute('aria-invalid', 'true')
  else control.removeAttribute('aria-invalid')
  if (describedBy) control.setAttribute('aria-describedby', describedBy)
  else control.removeAttribute('aria-describedby')
}
