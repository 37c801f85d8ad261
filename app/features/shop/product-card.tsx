import { LocalizedLink } from '~/features/i18n/localized-link'
import { useI18n } from '~/features/i18n/i18n-context'
import type { Product } from './catalog'
import { ProductPrice } from './product-price'
import { Stars } from './stars'
import { ProductTag } from './product-tag'
import { WishlistButton } from './wishlist/wishlist-button'

export function ProductCard({ product, headingLevel = 'h2' }: { product: Product; headingLevel?: 'h2' | 'h3' }) {
  const { language } = useI18n()
  const Heading = headingLevel
  const image = product.images[0]
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm">
      <div className="relative aspect-square bg-muted">
        {image && <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" className="size-full object-contain p-6 transition-transform group-hover:scale-105 motion-reduce:transition-none" />}
        <ProductTag product={product} className="absolute top-3 left-3" />
        {/* Above the card's stretched link so the heart stays its own control. */}
        <WishlistButton product={product} className="absolute top-3 right-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm text-muted-foreground">{product.category.name[language]}</p>
        <Heading className="text-lg font-semibold">
          <LocalizedLink to={`/shop/single/${product.id}`} className="after:absolute after:inset-0 hover:text-primary focus-visible:outline-none after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-ring">
            {product.name[language]}
          </LocalizedLink>
        </Heading>
        <Stars stars={product.review.stars} count={product.review.count} />
        <div className="mt-auto pt-2">
          <ProductPrice product={product} />
        </div>
      </div>
    </article>
  )
}
