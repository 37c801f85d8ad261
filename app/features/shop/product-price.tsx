import { useI18n } from '~/features/i18n/i18n-context'
import { salePrice, unitDiscount, type Product } from './catalog'
import { formatMoney } from './money'

export function ProductPrice({ product, size = 'sm' }: { product: Product; size?: 'sm' | 'lg' }) {
  const { t, locale } = useI18n()
  const discount = unitDiscount(product)
  const price = formatMoney(salePrice(product), locale)
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={size === 'lg' ? 'text-3xl font-bold' : 'text-lg font-bold'}>
        <span className="sr-only">{t(discount ? 'shop.product.salePrice' : 'shop.product.price')}: </span>
        {price}
      </span>
      {discount > 0 && product.sale && (
        <>
          <del className="text-muted-foreground">
            <span className="sr-only">{t('shop.product.regularPrice')}: </span>
            {formatMoney(product.price, locale)}
          </del>
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
            {product.sale.type === 'percent'
              ? t('shop.product.savePercent', { percent: product.sale.discount })
              : t('shop.product.saveAmount', { amount: formatMoney(discount, locale) })}
          </span>
        </>
      )}
    </p>
  )
}
