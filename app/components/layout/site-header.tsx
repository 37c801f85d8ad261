import { SIGN_UP_PATH } from '@content/menu'
import { buttonClasses } from '~/components/ui/button'
import { lazy, type CSSProperties } from 'react'
import { LazyBoundary } from '~/lib/page-hydration'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { useI18n } from '~/features/i18n/i18n-context'
import { LanguageSwitcher } from '~/components/layout/language-switcher'
import { HeaderCartButton } from '~/features/shop/cart/header-cart-button'
import { HeaderWishlistLink } from '~/features/shop/wishlist/header-wishlist-link'
import type { SignedInAccount } from '~/features/accounts/account-menu'
import { DarkModeToggle, ThemeMenu } from '~/features/theme/theme-switcher'
import { DesktopNav, HEADER_ANCHOR } from './desktop-nav'
import { FloatingSearch, SearchForm } from './header-search'
import { LogoMark } from './logo'
import { MobileNavButton } from './mobile-nav'
import * as HOOKS from '~/lib/frame-hooks'

// Only a signed-in visitor needs the account menu, and with it React Router's form machinery
// (~4 KB): a chunk of its own instead of a part of every anonymous visitor's page.
const AccountMenu = lazy(() => import('~/features/accounts/account-menu').then((module) => ({ default: module.AccountMenu })))

export function SiteHeader({ companyName, signInUrl, account }: { companyName: string; signInUrl: string; account: SignedInAccount | null }) {
  const { t } = useI18n()
  return (
    // `stuck` (the sticky style after 400 px, app/lib/frame-hooks.ts) is set by the frame script (app/frame/scroll-state.ts).
    <header
      {...{ [HOOKS.siteHeader]: '', [HOOKS.signedIn]: account ? '' : undefined }}
      className="site-header sticky top-0 z-40 border-b border-transparent bg-background/95 backdrop-blur transition-shadow"
      style={{ anchorName: HEADER_ANCHOR } as CSSProperties}
    >
      {/* Wider from 2xl on, where the search input joins the bar: everything must fit in one row at
          every width and language (tests/e2e/foundation.spec.ts measures it). */}
      <div className="site-header-bar mx-auto flex h-[4.5rem] max-w-7xl items-center gap-2 px-4 transition-[height] 2xl:max-w-[96rem]">
        <MobileNavButton />
        <LocalizedLink to="/" className="me-2 flex shrink-0 items-center gap-2 font-bold" aria-label={t('header.logoLabel', { company: companyName })}>
          <LogoMark />
        </LocalizedLink>
        <DesktopNav />
        <div className="ms-auto flex items-center gap-0.5">
          <SearchForm id="header-search-input" className="me-1 hidden w-52 2xl:block" overlay />
          <FloatingSearch />
          <div className="hidden sm:block">
            <ThemeMenu />
          </div>
          <DarkModeToggle />
          <LanguageSwitcher />
          {account ? (
            <LazyBoundary fallback={null}>
              <AccountMenu account={account} />
            </LazyBoundary>
          ) : (
            <>
              <a href={signInUrl} className={buttonClasses({ variant: 'ghost', size: null, className: 'h-10 px-3 text-sm font-medium whitespace-nowrap max-md:hidden' })}>
                {t('header.signIn')}
              </a>
              <LocalizedLink to={SIGN_UP_PATH} className={buttonClasses({ variant: 'outline', size: null, className: 'h-10 px-3 text-sm font-semibold whitespace-nowrap max-xl:hidden' })}>
                {t('header.signUp')}
              </LocalizedLink>
            </>
          )}
          <LocalizedLink to="/shop/grid" className={buttonClasses({ size: null, className: 'h-10 px-3 text-sm font-semibold whitespace-nowrap max-md:hidden lg:max-xl:hidden' })}>
            {t('header.buyNow')}
          </LocalizedLink>
          <HeaderWishlistLink />
          <HeaderCartButton />
        </div>
      </div>
    </header>
  )
}
