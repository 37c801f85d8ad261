import type { Product, WithContext } from 'schema-dts'
import { SCHEMA_CONTEXT } from './json-ld'

/** A product of the shop with its price, stock and rating. */
export function productJsonLd(product: {
  sku: string
  name: string
  description: string
  images: string[]
  category: string
  rating: { value: number; count: number }
  offer: { url: string; currency: string; price: string; inStock: boolean }
}): WithContext<Product> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    sku: product.sku,
    name: product.name,
    description: product.description,
    image: product.images,
    category: product.category,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.value, reviewCount: product.rating.count, bestRating: 5 },
    offers: {
      '@type': 'Offer',
      url: product.offer.url,
      priceCurrency: product.offer.currency,
      price: product.offer.price,
      availability: product.offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  }
}
