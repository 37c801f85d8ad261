import { Heart as HeartDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import type { Product } from '../catalog'
import { useWishlist } from './wishlist-store'

const Heart = icon(HeartDrawing)

/** The heart on cards and the product page: a toggle button (aria-pressed) for one product. */
export function WishlistButton({ product, className = '' }: { product: Product; className?: string }) {
  const { t, language } = useI18n()
  const { state, toggle } = useWishlist()
  const active = state?.productIds.includes(product.id) ?? false
  const name = product.name[language]
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={t(active ? 'shop.wishlist.remove' : 'shop.wishlist.add', { name })}
      onClick={() => toggle(product.id)}
      className={`inline-flex size-10 items-center justify-center rounded-full border bg-background text-foreground shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${active ? 'fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400' : ''}`} />
    </button>
  )
}
