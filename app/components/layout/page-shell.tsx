import { useEffect, type ReactNode } from 'react'
import { HydrateInTurn } from '~/components/hydration/hydrate-in-turn'
import { Toaster } from '~/components/ui/toast'
import type { AnalyticsConfig } from '~/features/consent/analytics-providers'
import { ConsentRoot } from '~/features/consent/consent-root'
import type { LanguageLayoutData } from '~/features/i18n/language-layout.server'
import type { SignedInAccount } from '~/features/accounts/account-menu'
import { useI18n } from '~/features/i18n/i18n-context'
import { accountShopMarker } from '~/features/shop/cart/cart-bridge'
import { BackToTop } from './back-to-top'
import { MobileNavSheet } from './mobile-nav'
import { NavigationProgress } from './navigation-progress'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Header, main landmark and footer around every page under `/:lang`. */
export function PageShell({
  layout,
  analytics,
  account,
  children,
}: {
  layout: LanguageLayoutData
  analytics: AnalyticsConfig | null
  account: SignedInAccount | null
  children: ReactNode
}) {
  const { t, language } = useI18n()
  useAccountShop(account, language)
  return (
    <>
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[2000] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        {t('common.skipToContent')}
      </a>
      <HydrateInTurn
        sections={[
          <SiteHeader key="header" companyName={layout.seo.companyName} signInUrl={layout.signInUrl} account={account} />,
          <main key="main" id="main" tabIndex={-1} className="outline-none">
            {children}
            <BackToTop />
          </main>,
          <SiteFooter key="footer" companyName={layout.seo.companyName} year={layout.year} />,
        ]}
      />
      <MobileNavSheet signInUrl={layout.signInUrl} account={account} />
      <Toaster />
      <ConsentRoot analytics={analytics} />
    </>
  )
}

/**
 * A signed-in visitor's cart, wishlist and orders follow their account (loaded only for them);
 * after sign-out the browser's copy of the account's shop is cleared once.
 */
function useAccountShop(account: SignedInAccount | null, language: string) {
  const shopKey = account?.shopKey
  useEffect(() => {
    if (shopKey) void import('~/features/accounts/account-shop-sync').then((sync) => sync.startShopSync(language, shopKey))
    else if (accountShopMarker() !== null) void import('~/features/accounts/account-shop-sync').then((sync) => sync.leaveAccountShop())
  }, [shopKey, language])
}
