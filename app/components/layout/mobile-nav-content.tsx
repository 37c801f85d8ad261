import { ChevronDown as ChevronDownDrawing } from 'lucide'
import { buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { MAIN_MENU, SIGN_UP_PATH, type MenuItem } from '@content/menu'
import { SITE } from '@content/site'
import { useI18n } from '~/features/i18n/i18n-context'
import { LanguageLinks } from '~/components/layout/language-switcher'
import { LocalizedLink } from '~/features/i18n/localized-link'
import type { TranslationKey } from '~/features/i18n/translate'
import { ThemeSwitcher } from '~/features/theme/theme-switcher'
import { AccountLinks, Avatar, SignOutForm, type SignedInAccount } from '~/features/accounts/account-menu'
import { SearchForm } from './header-search'
import { MenuIcon } from './menu-icon'
import { MenuLink } from './menu-link'

const ChevronDown = icon(ChevronDownDrawing)

/**
 * The mobile menu's contents: a chunk of its own, loaded when a visitor first opens the menu
 * (docs/decisions/007), not with every page.
 */
export default function MobileNavContent({ signInUrl, account }: { signInUrl: string; account: SignedInAccount | null }) {
  const { t } = useI18n()
  return (
    <>
      <SearchForm id="mobile-search-input" />
      <nav aria-label={t('header.mainNav')} className="mt-4">
        <ul className="grid gap-1">
          {MAIN_MENU.map((item) => (
            <li key={item.key}>
              <Group item={item} />
            </li>
          ))}
          <li>
            <a href={SITE.docsUrl} className="flex items-center rounded-lg px-3 py-2.5 font-medium hover:bg-muted">
              {t('header.docs')}
            </a>
          </li>
        </ul>
      </nav>
      {account ? (
        <nav aria-label={t('header.account.label')} className="mt-4 border-t pt-4">
          <p className="flex items-center gap-2 px-3 pb-2 font-semibold">
            <Avatar name={account.name} />
            <span className="truncate">{account.name}</span>
          </p>
          <ul className="grid gap-0.5">
            <AccountLinks account={account} linkClassName="block rounded-lg px-3 py-2 hover:bg-muted" />
          </ul>
          <SignOutForm className="mt-1" />
        </nav>
      ) : null}
      <div className="mt-4 grid gap-2 border-t pt-4">
        {account ? null : (
          <>
            <a href={signInUrl} className={buttonClasses({ variant: 'outline' })}>
              {t('header.signIn')}
            </a>
            <LocalizedLink to={SIGN_UP_PATH} className={buttonClasses({ variant: 'outline' })}>
              {t('header.signUp')}
            </LocalizedLink>
          </>
        )}
        <LocalizedLink to="/shop/grid" className={buttonClasses()}>
          {t('header.buyNow')}
        </LocalizedLink>
      </div>
      <div className="mt-4 grid gap-4 border-t pt-4">
        <div>
          <p className="mb-1 px-3 text-xs font-semibold text-muted-foreground">{t('language.choose')}</p>
          <LanguageLinks className="grid gap-0.5" />
        </div>
        <div>
          <p className="mb-1 px-3 text-xs font-semibold text-muted-foreground">{t('theme.label')}</p>
          <ThemeSwitcher withLabels />
        </div>
      </div>
    </>
  )
}

/** Collapsible groups as native `<details>` (SPEC §9 accordion default: others stay open). */
function Group({ item }: { item: MenuItem }) {
  const { t } = useI18n()
  return (
    <details>
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2.5 font-medium hover:bg-muted [&::-webkit-details-marker]:hidden">
        <MenuIcon name={item.icon} />
        <span className="flex-1">{t(item.label as TranslationKey)}</span>
        {/* Turns with its own group only (a named group variant would match any open ancestor: the
            closed groups inside an open one showed open chevrons). */}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform [details[open]>summary>&]:rotate-180" />
      </summary>
      <ul className="ms-4 grid gap-0.5 border-s ps-2">
        {item.children?.map((child) => (
          <li key={child.key}>{child.children ? <Group item={child} /> : <MenuLink item={child} />}</li>
        ))}
      </ul>
    </details>
  )
}
