import type { MetaDescriptor } from 'react-router'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import type { TranslationKey } from '~/features/i18n/translate'
import { layoutDataFrom, routeMeta } from '~/features/seo/route-meta'
import { pageUrl } from '~/features/seo/seo'
import { salePrice, type Product } from './catalog'

type Matches = Parameters<typeof routeMeta>[0]

/** Search tags of a shop or account page: "{title} | {company}" and its own description. */
export function shopMeta(
  matches: Matches,
  path: string,
  titleKey: TranslationKey,
  descriptionKey: TranslationKey,
  options: { noIndex?: boolean } = {},
): MetaDescriptor[] {
  const layout = layoutDataFrom(matches)
  const description = layout ? parseDictionary(layout.dictionaryJson)[descriptionKey] : undefined
  return routeMeta(matches, { path, titleKey, withCompany: true, description, ...options })
}

/** The product page's tags, with schema.org Product data (JSON-LD) for search engines. */
export function productMeta(matches: Matches, product: Product | undefined): MetaDescriptor[] {
  const layout = layoutDataFrom(matches)
  if (!layout) return []
  if (!product) return routeMeta(matches, { path: '/shop/single', titleKey: 'meta.title.notFound', withCompany: true, noIndex: true })
  const { language, seo } = layout
  const path = `/shop/single/${product.id}`
  const image = `${seo.origin}${product.images[0]?.src ?? ''}`
  return routeMeta(matches, {
    path,
    title: product.name[language],
    withCompany: true,
    description: product.description[language],
    image,
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        sku: String(product.id),
        name: product.name[language],
        description: product.description[language],
        image: product.images.map((img) => `${seo.origin}${img.src}`),
        category: product.category.name[language],
        aggregateRating: { '@type': 'AggregateRating', ratingValue: product.review.stars, reviewCount: product.review.count, bestRating: 5 },
        offers: {
          '@type': 'Offer',
          url: pageUrl(seo.origin, language, path),
          priceCurrency: 'USD',
          price: (salePrice(product) / 100).toFixed(2),
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
    ],
  })
}
