import { ShoppingCart as ShoppingCartDrawing } from 'lucide'
import { buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useEffect, useState, type ComponentType, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { useLocation } from 'react-router'
import { toast } from '~/components/ui/toast'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { CountBadge, countLabels } from '../header-count'
import { CART_KEY, loadCartStore, storedCartExists } from './cart-bridge'
import * as HOOKS from '~/lib/frame-hooks'

const ShoppingCart = icon(ShoppingCartDrawing)

type PanelProps = { open: boolean; onClose: () => void }
let panelModule: Promise<{ CartPanel: ComponentType<PanelProps> }> | null = null
const loadPanel = () => (panelModule ??= import('./cart-panel'))

/**
 * The header's cart link with its item count. It is on every page, so it carries no cart code:
 * the frame script (app/frame/header-counts.ts) writes the count and the link's name from the
 * stored cart, on pages with and without React. On a React page the link opens the cart panel,
 * imported on the first hover, focus or click; on a page without React the frame script opens the
 * same panel from the page's template with a small script of its own (cart-panel-template.tsx,
 * app/frame/cart-panel-loader.ts). A modified click, or a page without JavaScript, goes to the cart page.
 */
export function HeaderCartButton() {
  const { t } = useI18n()
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null)
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()

  // Back/forward or any other navigation closes the panel.
  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    // A stored cart that was corrupted is reset by the store; say so here, as on shop pages.
    if (storedCartExists()) {
      void loadCartStore().then(({ takeNotices }) =>
        takeNotices().forEach((notice) => toast.info(t('toast.info'), t(notice === 'repaired' ? 'shop.toast.repaired' : 'shop.toast.unavailable'))),
      )
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_KEY) void loadCartStore()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [t])

  const preload = () => void loadPanel()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void loadPanel().then((module) => {
      setPanel(() => module.CartPanel)
      setOpen(true)
    })
  }

  return (
    <>
      <LocalizedLink
        to="/shop/cart"
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        {...{ [HOOKS.cartLink]: '' }}
        {...countLabels(t, 'shop.cart.open.one', 'shop.cart.open.other')}
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'relative' })}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        <CountBadge of="cart" />
      </LocalizedLink>
      {/* A child of <body>, like the panel of a page without React: the page-scroll lock looks only there (app.css). */}
      {Panel && createPortal(<Panel open={open} onClose={() => setOpen(false)} />, document.body)}
    </>
  )
}
