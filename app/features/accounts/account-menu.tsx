import { ACCOUNT_LINKS } from '@content/menu'
import { Form } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { Dropdown } from '~/components/ui/dropdown'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import type { TranslationKey } from '~/features/i18n/translate'

/** Who is signed in, as the frame shows it (language layout loader); null for anonymous visitors. */
export type SignedInAccount = {
  name: string
  isAdmin: boolean
  /** Opaque and stable per account: which account the browser's copy of the shop belongs to. */
  shopKey: string
}

/** "AY" for "Ayşe Yılmaz", "D" for "Demo": the avatar shown instead of a photo. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('') || '?'
}

export function Avatar({ name, className = 'size-8 text-xs' }: { name: string; className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-grid shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground ${className}`}>
      {initialsOf(name)}
    </span>
  )
}

/**
 * The sign-out button: a POST (a link could be triggered by any page), ending the session on the
 * server. It loads the signed-out page anew, also from a React page: nothing of the account stays
 * in the page's memory, and the frame script clears the browser's copy of its shop.
 */
export function SignOutForm({
  className,
  buttonClassName = 'w-full rounded-lg px-3 py-2 text-start text-sm font-medium hover:bg-muted',
}: {
  className?: string
  buttonClassName?: string
}) {
  const { t, language } = useI18n()
  return (
    <Form method="post" action={`/${language}/auth/sign-out`} className={className} reloadDocument>
      <button type="submit" className={buttonClassName}>
        {t('header.account.signOut')}
      </button>
    </Form>
  )
}

/** The account links of the header menu and the mobile menu (plus the admin inbox for admins). */
export function AccountLinks({ account, linkClassName }: { account: SignedInAccount; linkClassName: string }) {
  const { t } = useI18n()
  return (
    <>
      {ACCOUNT_LINKS.map((item) => (
        <li key={item.key}>
          <LocalizedLink to={item.url!} className={linkClassName} discover="none">
            {t(item.label as TranslationKey)}
          </LocalizedLink>
        </li>
      ))}
      {account.isAdmin ? (
        <>
          <li>
            <LocalizedLink to="/admin/leads" className={linkClassName} discover="none">
              {t('header.account.leadsInbox')}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/admin/page-views" className={linkClassName} discover="none">
              {t('header.account.pageViews')}
            </LocalizedLink>
          </li>
        </>
      ) : null}
    </>
  )
}

/** The header's account menu of a signed-in visitor, in place of "Sign in" and "Sign up". */
export function AccountMenu({ account }: { account: SignedInAccount }) {
  const { t } = useI18n()
  return (
    <Dropdown
      id="account-menu"
      label={
        <>
          <Avatar name={account.name} />
          <span className="hidden max-w-32 truncate xl:inline">{account.name}</span>
          <span className="sr-only">{t('header.account.label')}</span>
        </>
      }
      buttonClassName={buttonClasses({ variant: 'ghost', size: null, className: 'h-10 gap-2 px-1.5 text-sm font-medium xl:pe-3' })}
      panelClassName="w-60"
    >
      <p className="truncate px-3 pt-1 pb-2 text-xs text-muted-foreground">{t('header.account.signedInAs', { name: account.name })}</p>
      <ul className="grid gap-0.5 border-t pt-2">
        <AccountLinks account={account} linkClassName="block rounded-lg px-3 py-2 text-sm hover:bg-muted" />
      </ul>
      <SignOutForm className="mt-2 border-t pt-2" />
    </Dropdown>
  )
}
