import { createContext, useContext, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { fieldDescribedBy, fieldErrorId, fieldHintId } from './field-message'
import * as HOOKS from '~/lib/frame-hooks'

/** What a field gives the one control inside it (Input, Textarea, Select): its id and ARIA wiring. */
type FieldControlProps = {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  'aria-required'?: true
}

const FieldContext = createContext<FieldControlProps | null>(null)

/** The id, `aria-invalid`, `aria-describedby` and `aria-required` of the field around a control (none outside a field). */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext)
}


/**
 * A label, one control (Input, Textarea or Select, which take their id and ARIA from the field),
 * a hint and the field's message: the control is `aria-invalid` while there is an `error`, and
 * `aria-describedby` names the hint and the shown message; a required field's label carries the
 * asterisk (hidden from assistive technology, which reads `aria-required`), an optional one
 * `optionalLabel` if given. Static markup, the same on pages with and without React: the message
 * element is always there (hidden while empty), so the check of a page without React writes its
 * messages into the same markup with the same states (field-message.ts, app/frame/lead-check.ts).
 */
export function Field({
  id,
  label,
  hint,
  error,
  required = true,
  optionalLabel,
  hideLabel = false,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The message, already in words; the field is invalid while there is one. */
  error?: string
  required?: boolean
  /** Said after the label of an optional field, e.g. "(optional)". */
  optionalLabel?: string
  /** The label for assistive technology only (a one-field form with a placeholder). */
  hideLabel?: boolean
  className?: string
  children: ReactNode
}) {
  const invalid = Boolean(error)
  const control: FieldControlProps = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': fieldDescribedBy(id, { hint: Boolean(hint), invalid }),
    'aria-required': required || undefined,
  }
  return (
    <div data-slot="field" {...{ [HOOKS.field]: '' }} className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : optionalLabel ? (
          <>
            {' '}
            <span className="font-normal text-muted-foreground">{optionalLabel}</span>
          </>
        ) : null}
      </label>
      <FieldContext value={control}>{children}</FieldContext>
      {hint ? (
        <p id={fieldHintId(id)} {...{ [HOOKS.fieldHint]: '' }} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <p id={fieldErrorId(id)} {...{ [HOOKS.fieldError]: '' }} hidden={!invalid} className="text-sm text-danger">
        {error || null}
      </p>
    </div>
  )
}
