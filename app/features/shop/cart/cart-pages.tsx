import { ShoppingBag as ShoppingBagDrawing } from 'lucide'
import { buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useI18n } from '~/features/i18n/i18n-context'
import { localizePath } from '~/features/i18n/localize-path'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { DemoNote, ShopPageHeader, ShopSection } from '../shop-layout'
import { CartView } from './cart-view'
import { useCartState } from './use-cart'

const ShoppingBag = icon(ShoppingBagDrawing)

export function CartPage() {
  const { t, language } = useI18n()
  const state = useCartState()
  const navigate = useNavigate()
  const empty = state !== null && state.items.length === 0
  // An empty cart has its own page (SPEC menu: /shop/empty-cart).
  useEffect(() => {
    if (empty) void navigate(localizePath('/shop/empty-cart', language), { replace: true })
  }, [empty, language, navigate])
  return (
    <>
      <ShopPageHeader title={t('shop.cart.pageTitle')} crumbs={[{ label: t('shop.shopName'), to: '/shop/index' }, { label: t('shop.cart.pageTitle') }]} />
      <ShopSection className="max-w-3xl space-y-8">
        <CartView layout="page" />
        <DemoNote />
      </ShopSection>
    </>
  )
}

export function EmptyCartPage() {
  const { t } = useI18n()
  const state = useCartState()
  // Opened with items in the cart (a bookmark, another tab): the page says so instead of "empty".
  const hasItems = state !== null && state.items.length > 0
  const title = hasItems ? t('shop.cart.pageTitle') : t('shop.emptyCart.title')
  return (
    <>
      <ShopPageHeader title={title} crumbs={[{ label: t('shop.shopName'), to: '/shop/index' }, { label: title }]} />
      <ShopSection className="flex flex-col items-center gap-6 text-center">
        <ShoppingBag aria-hidden="true" className="size-16 text-muted-foreground" />
        {hasItems ? (
          <>
            <p className="text-lg">{t('shop.emptyCart.hasItems')}</p>
            <LocalizedLink to="/shop/cart" className={buttonClasses({ size: 'lg' })}>
              {t('shop.emptyCart.goToCart')}
            </LocalizedLink>
          </>
        ) : (
          <>
            <p className="max-w-md text-lg text-muted-foreground">{t('shop.emptyCart.text')}</p>
            <LocalizedLink to="/shop/grid" className={buttonClasses({ size: 'lg' })}>
              {t('shop.emptyCart.browse')}
            </LocalizedLink>
          </>
        )}
      </ShopSection>
    </>
  )
}
