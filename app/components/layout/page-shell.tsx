import { lazy, useEffect, type ReactNode } from 'react'
import { HydrateInTurn } from '~/components/hydration/hydrate-in-turn'
import { Toaster } from '~/components/ui/toast'
import type { AnalyticsConfig } from '~/features/consent/analytics-providers'
import { ConsentDialog } from '~/features/consent/consent-dialog'
import type { LanguageLayoutData } from '~/features/seo/language-layout.server'
import type { SignedInAccount } from '~/features/accounts/account-menu'
import { useI18n } from '~/features/i18n/i18n-context'
import { FRAME_REFRESH_EVENT } from '~/lib/frame-events'
import { useLocation } from 'react-router'
import accountShopSyncScript from '~/features/accounts/account-shop-sync.page?worker&url'
import { HydrationMark, LazyBoundary, usePageHydrated } from '~/lib/page-hydration'
import { useNonce } from '~/lib/nonce'
import { BackToTop } from './back-to-top'
import { MobileNavSheet } from './mobile-nav'
import { NavigationProgress } from './navigation-progress'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

// Only a page without React carries the cart panel as a template (its React pages have the React
// panel): a chunk the server reads, never a part of React's bundle.
const CartPanelTemplate = lazy(() => import('~/features/shop/cart/cart-panel-template'))

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
  const hydrated = usePageHydrated()
  const nonce = useNonce()
  const { pathname } = useLocation()
  useAccountShop(account, language)
  useFrameRefresh()
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
          <SiteFooter key="footer" companyName={layout.seo.companyName} year={layout.year} account={account} sales={!isAccountArea(pathname)} />,
          <HydrationMark key="hydrated" />,
        ]}
      />
      <MobileNavSheet signInUrl={layout.signInUrl} account={account} />
      {hydrated ? null : (
        <LazyBoundary fallback={null}>
          <CartPanelTemplate />
        </LazyBoundary>
      )}
      <Toaster />
      <ConsentDialog analytics={analytics} />
      {account && !hydrated ? <script src={accountShopSyncScript} defer nonce={nonce} data-language={language} data-shop-key={account.shopKey} /> : null}
    </>
  )
}

/** The admin and account pages (`/{lang}/admin/…`, `/{lang}/account/…`): no sales pitch in their footer. */
function isAccountArea(pathname: string): boolean {
  return /^\/[a-z]{2}\/(admin|account)(\/|$)/.test(pathname)
}

/** On a React page, a client-side navigation swaps the main landmark: the frame script reads the page again. */
function useFrameRefresh() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.dispatchEvent(new Event(FRAME_REFRESH_EVENT))
  }, [pathname])
}

/**
 * A signed-in visitor's cart, wishlist and orders follow their account (the sync is loaded only
 * for them; a page without React loads it as a script of its own, above). Sign-out loads a new
 * page, whose frame script clears the browser's copy (app/frame/account-shop.ts).
 */
function useAccountShop(account: SignedInAccount | null, language: string) {
  const shopKey = account?.shopKey
  useEffect(() => {
    if (shopKey) void import('~/features/accounts/account-shop-sync').then((sync) => sync.startShopSync(language, shopKey))
  }, [shopKey, language])
}
