import type { Product, WithContext } from 'schema-dts'
import { SCHEMA_CONTEXT } from './json-ld'

/**
 * A product of the demo shop: what it is, never an offer or a rating. The company sells no phones
 * or shirts, and its sample prices, stock and reviews must not reach search results as real ones
 * (invented reviews are unlawful in the EU: UWG Annex nos. 23b/c; l10n review 3 item 6).
 */
export function productJsonLd(product: { sku: string; name: string; description: string; images: string[]; category: string }): WithContext<Product> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    sku: product.sku,
    name: product.name,
    description: product.description,
    image: product.images,
    category: product.category,
  }
}
