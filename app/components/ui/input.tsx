import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'
import { useFieldControl } from './field'

/** The look of the site's form controls: 46 px high, a red frame while `aria-invalid`, the primary ring on focus. */
const CONTROL_CLASSES =
  'block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/30'

/**
 * Inside a Field a control takes the field's id and ARIA wiring; props given here come last
 * (an `id` of its own, say). Outside a field it is only the look.
 */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  const field = useFieldControl()
  return <input data-slot="input" {...field} {...props} className={cn(CONTROL_CLASSES, className)} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl()
  return <textarea data-slot="textarea" {...field} {...props} className={cn(CONTROL_CLASSES, 'resize-y', className)} />
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl()
  return <select data-slot="select" {...field} {...props} className={cn(CONTROL_CLASSES, className)} />
}
