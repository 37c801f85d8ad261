import { Check as CheckDrawing, ShoppingCart as ShoppingCartDrawing } from 'lucide'
import { Button } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useState } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import type { Product } from './catalog'
import { MAX_PER_ITEM } from './cart/cart-reducer'
import { useCart } from './cart/use-cart'
import { ProductPrice } from './product-price'
import { ProductTag } from './product-tag'
import { DemoNote, ShopPageHeader, ShopSection } from './shop-layout'
import { Stars } from './stars'
import { WishlistButton } from './wishlist/wishlist-button'

const Check = icon(CheckDrawing)
const ShoppingCart = icon(ShoppingCartDrawing)

function Gallery({ product }: { product: Product }) {
  const { t, language } = useI18n()
  const [current, setCurrent] = useState(0)
  const image = product.images[current] ?? product.images[0]
  return (
    <section aria-label={t('shop.product.gallery')} className="flex flex-col gap-4">
      <div className="relative aspect-square overflow-hidden rounded-2xl border bg-muted">
        {image && <img src={image.src} width={image.width} height={image.height} alt={image.alt[language]} className="size-full object-contain p-8" />}
        <ProductTag product={product} className="absolute top-4 left-4" />
      </div>
      <div className="flex gap-3">
        {product.images.map((img, index) => (
          <button
            key={img.src}
            type="button"
            aria-pressed={index === current}
            aria-label={t('shop.product.showImage', { n: index + 1 })}
            onClick={() => setCurrent(index)}
            className="size-20 overflow-hidden rounded-lg border-2 bg-muted p-1 aria-pressed:border-primary"
          >
            <img src={img.src} width={img.width} height={img.height} alt="" loading="lazy" className="size-full object-contain" />
          </button>
        ))}
      </div>
    </section>
  )
}

const GENDER_KEY = { unisex: 'shop.product.unisex', women: 'shop.product.women', men: 'shop.product.men' } as const

export function ProductPage({ product }: { product: Product }) {
  const { t, language } = useI18n()
  const { add } = useCart()
  const [color, setColor] = useState(product.attributes.colors[0]?.name.en)
  const [size, setSize] = useState(product.attributes.size[0])
  const [quantity, setQuantity] = useState(1)
  const name = product.name[language]
  // The same rule as the cart: at most 3 of a line (SPEC §9), never more than the stock.
  const maxSelectable = Math.min(MAX_PER_ITEM, product.stock)

  return (
    <>
      <ShopPageHeader
        title={name}
        crumbs={[
          { label: t('shop.shopName'), to: '/shop/index' },
          { label: t('shop.grid.title'), to: '/shop/grid' },
          { label: name },
        ]}
      />
      <ShopSection className="grid gap-10 lg:grid-cols-2">
        <Gallery product={product} />
        <div className="flex flex-col gap-5">
          <p className="text-sm text-muted-foreground">{product.category.name[language]}</p>
          <Stars stars={product.review.stars} count={product.review.count} size="md" />
          <ProductPrice product={product} size="lg" />
          <p className="text-lg">{product.description[language]}</p>
          <p className={`flex items-center gap-2 font-medium ${product.stock > 0 ? 'text-primary' : 'text-danger'}`}>
            {product.stock > 0 && <Check aria-hidden="true" className="size-5" />}
            {product.stock > 0 ? t('shop.product.inStock', { count: product.stock }) : t('shop.product.outOfStock')}
          </p>
          <form
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault()
              add(product, quantity, { color, size })
            }}
          >
            {product.attributes.colors.length > 0 && (
              <fieldset>
                <legend className="mb-2 font-semibold">{t('shop.product.color')}</legend>
                <div className="flex flex-wrap gap-3">
                  {product.attributes.colors.map((c) => (
                    <label key={c.name.en} className="flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring">
                      <input type="radio" name="color" value={c.name.en} checked={color === c.name.en} onChange={() => setColor(c.name.en)} className="sr-only" />
                      <span aria-hidden="true" className="size-5 rounded-full border" style={{ backgroundColor: c.hex }} />
                      <span className="text-sm">{c.name[language]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            {product.attributes.size.length > 0 && (
              <fieldset>
                <legend className="mb-2 font-semibold">{t(product.attributes.sizeKind === 'storage' ? 'shop.product.storage' : 'shop.product.size')}</legend>
                <div className="flex flex-wrap gap-2">
                  {product.attributes.size.map((s) => (
                    <label key={s} className="cursor-pointer rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring">
                      <input type="radio" name="size" value={s} checked={size === s} onChange={() => setSize(s)} className="sr-only" />
                      {s}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-1 font-semibold">
                {t('shop.product.quantity')}
                <select value={quantity} onChange={(event) => setQuantity(Number(event.target.value))} className="h-12 rounded-lg border bg-background px-3 font-normal">
                  {Array.from({ length: maxSelectable }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit" size="xl" disabled={product.stock === 0}>
                <ShoppingCart aria-hidden="true" className="size-5" />
                {t('shop.product.addToCart')}
              </Button>
              <WishlistButton product={product} large />
            </div>
          </form>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t pt-5 text-sm">
            <dt className="text-muted-foreground">{t('shop.product.productId')}</dt>
            <dd>{product.id}</dd>
            <dt className="text-muted-foreground">{t('shop.product.category')}</dt>
            <dd>{product.category.name[language]}</dd>
            {product.attributes.gender ? (
              <>
                <dt className="text-muted-foreground">{t('shop.product.gender')}</dt>
                <dd>{t(GENDER_KEY[product.attributes.gender])}</dd>
              </>
            ) : null}
          </dl>
          <DemoNote />
        </div>
      </ShopSection>
    </>
  )
}
