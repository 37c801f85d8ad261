import { Heart as HeartDrawing } from 'lucide'
import { Button, buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { findProduct, type Product } from '../catalog'
import { CartSkeleton } from '../cart/cart-view'
import { useCart } from '../cart/use-cart'
import { ProductPrice } from '../product-price'
import { ShopPageHeader, ShopSection } from '../shop-layout'
import type { WishlistState } from './wishlist-reducer'
import { useWishlist } from './wishlist-store'

const Heart = icon(HeartDrawing)

/**
 * The wished products in this browser; for a signed-in customer, the account's (`saved`, read on
 * the server) until the browser's copy is known, so the page is complete without JavaScript too.
 */
export function WishlistPage({ saved = null }: { saved?: WishlistState | null }) {
  const { t, language } = useI18n()
  const { state: stored, remove } = useWishlist()
  const { add } = useCart()
  const state = stored ?? saved
  const products = state ? state.productIds.flatMap((id) => findProduct(id) ?? []) : null

  const moveToCart = (product: Product) => {
    add(product, 1, { color: product.attributes.colors[0]?.name.en, size: product.attributes.size[0] })
    remove(product.id)
  }

  return (
    <>
      <ShopPageHeader title={t('account.wishlist.title')} text={t(saved ? 'account.wishlist.textAccount' : 'account.wishlist.text')} crumbs={[{ label: t('shop.shopName'), to: '/shop/index' }, { label: t('account.wishlist.title') }]} />
      <ShopSection className="max-w-3xl">
        {products === null ? (
          <CartSkeleton label="shop.wishlist.loading" />
        ) : products.length === 0 ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <Heart aria-hidden="true" className="size-14 text-muted-foreground" />
            <p className="text-lg">{t('account.wishlist.empty')}</p>
            <LocalizedLink to="/shop/grid" className={buttonClasses({ size: 'lg' })}>
              {t('account.wishlist.browse')}
            </LocalizedLink>
          </div>
        ) : (
          <ul className="divide-y border-y">
            {products.map((product) => {
              const name = product.name[language]
              const image = product.images[0]
              return (
                <li key={product.id} className="flex flex-wrap items-center gap-4 py-4">
                  {image && <img src={image.src} width={image.width} height={image.height} alt="" className="size-20 rounded-lg border bg-muted object-contain p-2" />}
                  <div className="min-w-40 flex-1">
                    <LocalizedLink to={`/shop/single/${product.id}`} className="font-semibold hover:text-primary">
                      {name}
                    </LocalizedLink>
                    <ProductPrice product={product} />
                  </div>
                  <div className="flex gap-3">
                    <Button size="sm" onClick={() => moveToCart(product)} aria-label={t('account.wishlist.moveItem', { name })} disabled={product.stock === 0}>
                      {t('account.wishlist.moveToCart')}
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => remove(product.id)} aria-label={t('account.wishlist.removeItem', { name })}>
                      {t('account.wishlist.remove')}
                    </Button>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </ShopSection>
    </>
  )
}
