import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { salePrice } from '../catalog'
import { formatMoney } from '../money'
import type { CartState } from './cart-reducer'
import type { ResolvedLine } from './cart-store'
import { maxQuantity, useCart } from './use-cart'

/** The quantity select offers 01–03 (SPEC §9), never above what the stock still allows. */
function quantityOptions(state: CartState, line: ResolvedLine): number[] {
  const max = maxQuantity(state, line)
  const options = Array.from({ length: max }, (_, i) => i + 1)
  if (!options.includes(line.quantity)) options.push(line.quantity)
  return options
}

function LineOptions({ line }: { line: ResolvedLine }) {
  const { language } = useI18n()
  const color = line.product.attributes.colors.find((c) => c.name.en === line.color)?.name[language] ?? line.color
  const parts = [color, line.size].filter(Boolean)
  return parts.length ? <p className="text-sm text-muted-foreground">{parts.join(' · ')}</p> : null
}

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
  const { t, language, locale } = useI18n()
  const { state, lines, setQuantity, remove } = useCart()
  if (!state || !lines) return <CartSkeleton />
  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{t('shop.cart.empty')}</p>
        <LocalizedLink to="/shop/grid" onClick={onNavigate} className="font-semibold text-primary underline-offset-4 hover:underline">
          {t('shop.cart.continueShopping')}
        </LocalizedLink>
      </div>
    )
  }
  const subtotal = lines.reduce((sum, line) => sum + salePrice(line.product) * line.quantity, 0)
  const image = (line: ResolvedLine) => line.product.images[0]
  return (
    <div className="flex flex-col gap-6">
      <ul className="divide-y border-y">
        {lines.map((line) => {
          const name = line.product.name[language]
          const img = image(line)
          return (
            <li key={line.id} className="flex gap-4 py-4">
              {img && <img src={img.src} width={img.width} height={img.height} alt="" className={`${layout === 'page' ? 'size-24' : 'size-20'} shrink-0 rounded-lg border bg-muted object-contain p-2`} />}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <LocalizedLink to={`/shop/single/${line.productId}`} onClick={onNavigate} className="font-semibold hover:text-primary">
                  {name}
                </LocalizedLink>
                <LineOptions line={line} />
                <p className="text-sm">{formatMoney(salePrice(line.product), locale)}</p>
                <div className="mt-1 flex items-center gap-4">
                  <label className="sr-only" htmlFor={`qty-${layout}-${line.id}`}>
                    {t('shop.cart.quantityOf', { name })}
                  </label>
                  <select
                    id={`qty-${layout}-${line.id}`}
                    value={line.quantity}
                    onChange={(event) => setQuantity(line, Number(event.target.value))}
                    className="h-9 rounded-lg border bg-background px-2 text-sm"
                  >
                    {quantityOptions(state, line).map((n) => (
                      <option key={n} value={n}>
                        {String(n).padStart(2, '0')}
                      </option>
                    ))}
                  </select>
                  <button type="button" onClick={() => remove(line)} aria-label={t('shop.cart.removeItem', { name })} className="text-sm font-medium text-danger underline underline-offset-4 hover:no-underline">
                    {t('shop.cart.remove')}
                  </button>
                </div>
              </div>
              {layout === 'page' && <p className="shrink-0 font-semibold">{formatMoney(salePrice(line.product) * line.quantity, locale)}</p>}
            </li>
          )
        })}
      </ul>
      <p className="flex items-center justify-between text-lg font-semibold" data-testid="cart-subtotal">
        <span>{t('shop.cart.subtotal')}</span>
        <span>{formatMoney(subtotal, locale)}</span>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        <LocalizedLink to="/shop/checkout" onClick={onNavigate} className="inline-flex items-center justify-center rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90">
          {t('shop.cart.checkout')}
        </LocalizedLink>
        {layout === 'panel' ? (
          <LocalizedLink to="/shop/cart" onClick={onNavigate} className="inline-flex items-center justify-center rounded-lg border px-5 py-3 font-semibold hover:bg-muted">
            {t('shop.cart.viewCart')}
          </LocalizedLink>
        ) : (
          <LocalizedLink to="/shop/grid" className="inline-flex items-center justify-center rounded-lg border px-5 py-3 font-semibold hover:bg-muted">
            {t('shop.cart.continueShopping')}
          </LocalizedLink>
        )}
      </div>
    </div>
  )
}
