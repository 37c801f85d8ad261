import { Link, type LinkProps } from 'react-router'
import { useI18n } from './i18n-context'
import { localizePath } from './localize-path'

/** A link whose `to` is a path without language (`/contact`); the page language is put in front. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { language } = useI18n()
  return <Link to={localizePath(to, language)} {...props} />
}
