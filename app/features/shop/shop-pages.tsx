import { Form, useSubmit } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { translatePlural, type TranslationKey } from '~/features/i18n/translate'
import { CATEGORIES, findProduct, PRODUCTS, SORT_KEYS, type Product, type SortKey } from './catalog'
import { ProductCard } from './product-card'
import { DemoNote, ShopPageHeader, ShopSection } from './shop-layout'

const SORT_LABEL: Record<SortKey, TranslationKey> = {
  featured: 'shop.grid.sortFeatured',
  'price-asc': 'shop.grid.sortPriceAsc',
  'price-desc': 'shop.grid.sortPriceDesc',
  rating: 'shop.grid.sortRating',
  name: 'shop.grid.sortName',
}

function ProductGrid({ products, headingLevel }: { products: readonly Product[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.id} className="flex">
          <div className="flex-1">
            <ProductCard product={product} headingLevel={headingLevel} />
          </div>
        </li>
      ))}
    </ul>
  )
}

export function ShopIndexPage() {
  const { t } = useI18n()
  return (
    <>
      <ShopPageHeader title={t('shop.index.title')} text={t('shop.index.text')} crumbs={[{ label: t('shop.shopName') }]} />
      <ShopSection className="space-y-8">
        <div className="flex flex-wrap gap-3">
          <LocalizedLink to="/shop/grid" className={buttonClasses({ size: 'lg' })}>
            {t('shop.index.browse')}
          </LocalizedLink>
          <LocalizedLink to="/account/wishlist" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('shop.index.wishlist')}
          </LocalizedLink>
          <LocalizedLink to="/account/order-history" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('shop.index.orders')}
          </LocalizedLink>
        </div>
        <h2 className="text-2xl font-bold">{t('shop.index.featured')}</h2>
        <ProductGrid products={PRODUCTS} headingLevel="h3" />
        <DemoNote />
      </ShopSection>
    </>
  )
}

export function ShopGridPage({ productIds, category, sort }: { productIds: readonly number[]; category: number | null; sort: SortKey }) {
  const { t, language, locale } = useI18n()
  const submit = useSubmit()
  const products = productIds.flatMap((id) => findProduct(id) ?? [])
  return (
    <>
      <ShopPageHeader title={t('shop.grid.title')} text={t('shop.grid.text')} crumbs={[{ label: t('shop.shopName'), to: '/shop/index' }, { label: t('shop.grid.title') }]} />
      <ShopSection className="space-y-8">
        <Form
          method="get"
          aria-label={t('shop.grid.filters')}
          onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
          className="flex flex-wrap items-end gap-4 rounded-2xl border bg-card p-4"
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('shop.grid.category')}
            <select name="category" defaultValue={category ?? ''} className="h-10 min-w-48 rounded-lg border bg-background px-3">
              <option value="">{t('shop.grid.allCategories')}</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name[language]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('shop.grid.sort')}
            <select name="sort" defaultValue={sort} className="h-10 min-w-48 rounded-lg border bg-background px-3">
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(SORT_LABEL[key])}
                </option>
              ))}
            </select>
          </label>
          {/* Without JavaScript the form is sent with this button; with it, every change applies at once. */}
          <noscript>
            <Button type="submit" size="sm">
              {t('shop.grid.apply')}
            </Button>
          </noscript>
          <p role="status" className="ml-auto text-sm text-muted-foreground">
            {translatePlural(t, locale, 'shop.grid.results', products.length)}
          </p>
        </Form>
        <ProductGrid products={products} />
        <DemoNote />
      </ShopSection>
    </>
  )
}
