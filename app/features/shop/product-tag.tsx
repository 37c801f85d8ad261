import { useI18n } from '~/features/i18n/i18n-context'
import type { Product } from './catalog'

const TAG_KEY = { new: 'shop.product.tagNew', sale: 'shop.product.tagSale', bestseller: 'shop.product.tagBestseller' } as const

export function ProductTag({ product, className = '' }: { product: Product; className?: string }) {
  const { t } = useI18n()
  if (!product.tag) return null
  return <span className={`rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-foreground ${className}`}>{t(TAG_KEY[product.tag])}</span>
}
