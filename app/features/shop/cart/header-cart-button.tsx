import { ShoppingCart } from 'lucide-react'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { useI18n } from '~/features/i18n/i18n-context'

/**
 * The header's cart button with its item count. STUB owned by the shop issue: it becomes a real
 * link to the cart page that opens the right-side cart panel (<dialog>) when JavaScript runs.
 */
export function HeaderCartButton() {
  const { t } = useI18n()
  return (
    <LocalizedLink to="/shop/cart" className="relative inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted">
      <ShoppingCart aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('header.cartCount', { count: 0 })}</span>
      <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 grid size-5 place-content-center rounded-full bg-primary text-[11px] font-bold text-primary-foreground">
        0
      </span>
    </LocalizedLink>
  )
}
