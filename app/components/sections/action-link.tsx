import { buttonClasses } from '~/components/ui/button'
import { LocalizedLink } from '~/features/i18n/localized-link'

/** A call-to-action link drawn as a button: `inverted` and `invertedOutline` on a band in the primary colour. */
export function ActionLink({ label, to, style = 'primary', className }: { label: string; to: string; style?: 'primary' | 'secondary' | 'inverted' | 'invertedOutline'; className?: string }) {
  const classes = buttonClasses({ variant: style, size: 'xl', shape: 'pill', className })
  // A place on this page (the application form below a job ad): no language, no navigation.
  if (to.startsWith('#')) return <a href={to} className={classes}>{label}</a>
  return (
    <LocalizedLink to={to} className={classes}>
      {label}
    </LocalizedLink>
  )
}
