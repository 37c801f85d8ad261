import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { salePrice } from '../catalog'
import { formatMoney } from '../money'
import { CartContents, CartEmpty, CartLine } from './cart-parts'
import { lineOptions, quantityOptions, subtotalOf } from './cart-store'
import { useCart } from './use-cart'

/** Placeholder lines while a list kept in the browser (cart, wishlist, orders) is read; `label` says which. */
export function CartSkeleton({ label = 'shop.cart.loading' }: { label?: TranslationKey }) {
  const { t } = useI18n()
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t(label)}</span>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="flex gap-4">
          <div className="size-20 animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
          <div className="flex-1 space-y-2 py-2">
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          </div>
        </div>
      ))}
    </div>
  )
}

/**
 * The cart's lines, subtotal and way on, shared by the right-side panel and the cart page.
 * `onNavigate` lets the panel close itself when a link is followed.
 */
export function CartView({ layout, onNavigate }: { layout: 'panel' | 'page'; onNavigate?: () => void }) {
  const { language, locale } = useI18n()
  const { state, lines, setQuantity, remove } = useCart()
  if (!state || !lines) return <CartSkeleton />
  if (lines.length === 0) return <CartEmpty onNavigate={onNavigate} />
  return (
    <CartContents layout={layout} subtotal={formatMoney(subtotalOf(lines), locale)} onNavigate={onNavigate}>
      {lines.map((line) => (
        <CartLine
          key={line.id}
          layout={layout}
          lineId={line.id}
          productId={line.productId}
          name={line.product.name[language]}
          image={line.product.images[0]}
          options={lineOptions(line, language)}
          price={formatMoney(salePrice(line.product), locale)}
          total={formatMoney(salePrice(line.product) * line.quantity, locale)}
          quantity={line.quantity}
          quantities={quantityOptions(state, line)}
          onQuantity={(quantity) => setQuantity(line, quantity)}
          onRemove={() => remove(line)}
          onNavigate={onNavigate}
        />
      ))}
    </CartContents>
  )
}
