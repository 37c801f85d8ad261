import { Menu as MenuDrawing } from 'lucide'
import { Button } from '~/components/ui/button'
import { lazy } from 'react'
import { icon } from '~/components/ui/icon'
import { Sheet } from '~/components/ui/sheet'
import { LazyBoundary, usePageHydrated } from '~/lib/page-hydration'
import { useI18n } from '~/features/i18n/i18n-context'
import type { SignedInAccount } from '~/features/accounts/account-menu'

const Menu = icon(MenuDrawing)
const MobileNavContent = lazy(() => import('./mobile-nav-content'))

const SHEET_ID = 'mobile-menu'

/** The header's menu button (phones and tablets); it opens <MobileNavSheet />. */
export function MobileNavButton() {
  const { t } = useI18n()
  return (
    <Button variant="ghost" size="icon" aria-haspopup="dialog" aria-controls={SHEET_ID} commandfor={SHEET_ID} command="show-modal" className="lg:hidden">
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">{t('header.openMenu')}</span>
    </Button>
  )
}

/**
 * Phones and tablets: the whole menu tree in an off-canvas panel from the start side, opened by
 * the menu button's invoker command. On a React page its contents are rendered, and their code
 * loaded, when it first opens (the menu's links are in the page's HTML anyway, in the desktop
 * navigation): 30 KB of markup and 300 elements less to hydrate. A page without React has them in
 * its HTML. Rendered after the footer, where a closed modal dialog stands in nobody's way.
 */
export function MobileNavSheet({ signInUrl, account }: { signInUrl: string; account: SignedInAccount | null }) {
  const { t } = useI18n()
  const hydrated = usePageHydrated()
  return (
    <Sheet id={SHEET_ID} title={t('header.mainNav')} closeLabel={t('header.closeMenu')} lazy={hydrated}>
      <LazyBoundary fallback={<p className="px-3 py-2.5 text-muted-foreground">{t('common.loading')}</p>}>
        <MobileNavContent signInUrl={signInUrl} account={account} />
      </LazyBoundary>
    </Sheet>
  )
}
