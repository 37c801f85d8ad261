import { LocalizedLink } from '~/features/i18n/localized-link'
import { cn } from '~/lib/cn'

const STYLES = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90',
  secondary: 'border bg-card text-foreground hover:bg-muted',
  /** On a band in the primary colour (the call-to-action section). */
  inverted: 'bg-primary-foreground text-primary hover:opacity-90',
  invertedOutline: 'border border-primary-foreground/60 text-primary-foreground hover:bg-primary-foreground/10',
} as const

/** A call-to-action link drawn as a button. */
export function ActionLink({ label, to, style = 'primary', className }: { label: string; to: string; style?: keyof typeof STYLES; className?: string }) {
  const classes = cn('inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold', STYLES[style], className)
  // A place on this page (the application form below a job ad): no language, no navigation.
  if (to.startsWith('#')) return <a href={to} className={classes}>{label}</a>
  return (
    <LocalizedLink to={to} className={classes}>
      {label}
    </LocalizedLink>
  )
}
