import { Heart as HeartDrawing } from 'lucide'
import { Button } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'
import { useI18n } from '~/features/i18n/i18n-context'
import type { Product } from '../catalog'
import { useWishlist } from './wishlist-store'

const Heart = icon(HeartDrawing)

/** The heart on cards and the product page: a toggle button (aria-pressed) for one product. */
export function WishlistButton({ product, large = false, className }: { product: Product; large?: boolean; className?: string }) {
  const { t, language } = useI18n()
  const { state, toggle } = useWishlist()
  const active = state?.productIds.includes(product.id) ?? false
  const name = product.name[language]
  return (
    <Button
      variant="outline"
      shape="pill"
      // 40 px on a card, 48 px beside the product page's 48 px "add to cart".
      size={null}
      aria-pressed={active}
      aria-label={t(active ? 'shop.wishlist.remove' : 'shop.wishlist.add', { name })}
      onClick={() => toggle(product.id)}
      // A ground of its own: on a card it sits over the product's picture.
      className={cn(large ? 'size-12' : 'size-10', 'bg-background text-foreground shadow-sm', className)}
    >
      <Heart aria-hidden="true" className={`size-5 ${active ? 'fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400' : ''}`} />
    </Button>
  )
}
