import { cva, type VariantProps } from 'class-variance-authority'
import { LoaderCircle as LoaderCircleDrawing } from 'lucide'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'
import { icon } from './icon'

const LoaderCircle = /* @__PURE__ */ icon(LoaderCircleDrawing)

/**
 * The site's button look, for `<button>`s and for links that look like buttons (an `<a>` stays an
 * `<a>`: `className={buttonClasses({ variant: 'outline' })}` on it). No class of one dimension
 * repeats in another (`cn` does not merge Tailwind conflicts), so a caller adds classes
 * (`w-full`, `text-sm`, `shadow-lg`) and never overrides one; `size: null` leaves padding, height,
 * gap and weight to the caller for the few one-off controls (the header's menus and links, the
 * consent choices, the typed words' pause button).
 */
export const buttonClasses = cva('inline-flex items-center justify-center transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-busy:opacity-70', {
  variants: {
    variant: {
      primary: 'bg-primary text-primary-foreground hover:opacity-90',
      /** On a card's ground, or over a picture: the carousels' arrows, the wishlist heart, the second of two calls. */
      secondary: 'border bg-card text-foreground hover:bg-accent hover:text-accent-foreground',
      /** A frame on the page's own ground: the quieter action beside a primary one. */
      outline: 'border hover:bg-muted',
      /** Framed in the primary colour: choices of equal weight (the consent dialog), a note's action. */
      outlinePrimary: 'border border-primary text-primary hover:bg-accent',
      /** No frame until hovered: the header's icons and menus, a panel's close button. */
      ghost: 'hover:bg-muted',
      /** What cannot be undone (deleting the account). */
      danger: 'bg-danger text-white hover:opacity-90',
      /** On a band in the primary colour (the call-to-action section). */
      inverted: 'bg-primary-foreground text-primary hover:opacity-90',
      invertedOutline: 'border border-primary-foreground/60 text-primary-foreground hover:bg-primary-foreground/10',
    },
    size: {
      /** 40 px (42 with a frame): a row's action, a toolbar's button. */
      sm: 'gap-2 px-4 py-2 font-semibold',
      /** 44 px (at least), the height of the inputs beside it: a form's submit button, the menu's calls. */
      md: 'min-h-11 gap-2 px-5 py-2.5 font-semibold',
      /** 48 px: a page's call. */
      lg: 'gap-2 px-5 py-3 font-semibold',
      /** 48 px and wider: a section's call to action, the product page's "add to cart". */
      xl: 'gap-2 px-6 py-3 font-semibold',
      /** Icon only (the label is `aria-label` or an `sr-only` text): 40 and 44 px squares. */
      icon: 'size-10',
      iconLg: 'size-11',
    },
    shape: {
      rounded: 'rounded-lg',
      pill: 'rounded-full',
    },
    focus: {
      /** The site's focus outline (app.css). */
      outline: '',
      /** The inputs' focus ring, for a button among form controls. */
      ring: 'focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', shape: 'rounded', focus: 'outline' },
})

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonClasses> & {
    /** Working on it: disabled and `aria-busy` (the markup of a disabled button, as a page's script would set it). */
    busy?: boolean
  }

/** A `<button>` (type `button` unless told otherwise) in one of the site's looks. */
export function Button({ variant, size, shape, focus, busy = false, disabled, type = 'button', className, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      data-slot="button"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses({ variant, size, shape, focus, className })}
      {...props}
    />
  )
}

/**
 * A form's send button in both of its states (SPEC §4: disabled with a spinner while sending): the
 * spinner and both labels are always in the markup and `aria-busy` picks what shows, so the script
 * of a page without React only sets `disabled` and `aria-busy` (app/frame/lead-check.ts).
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
  focus = 'ring',
  ...props
}: Omit<ButtonProps, 'type' | 'children' | 'busy'> & { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button
      type="submit"
      busy={busy}
      focus={focus}
      className={cn('group shadow-sm', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className="hidden size-4 animate-spin group-aria-busy:block" />
      <span className="group-aria-busy:hidden">{label}</span>
      <span className="hidden group-aria-busy:inline">{busyLabel}</span>
    </Button>
  )
}
