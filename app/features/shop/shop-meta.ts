import type { MetaDescriptor } from 'react-router'
import { layoutDataFrom, pageMeta, type PageMetaArgs } from '~/features/seo/page-meta'
import { productJsonLd } from '~/features/seo/json-ld/product'
import type { Product } from './catalog'

/** The product page's tags, with schema.org Product data (JSON-LD) for search engines: a demo product, no offer. */
export function productMeta(args: PageMetaArgs, product: Product | undefined): MetaDescriptor[] {
  const layout = layoutDataFrom(args.matches)
  if (!layout) return []
  if (!product) return pageMeta(args, { path: '/shop/single', titleKey: 'meta.title.notFound', withCompany: true, noIndex: true, missing: true })
  const { language, seo } = layout
  const path = `/shop/single/${product.id}`
  return pageMeta(args, {
    path,
    title: product.name[language],
    withCompany: true,
    description: product.description[language],
    image: `${seo.origin}${product.images[0]?.src ?? ''}`,
    type: 'product',
    jsonLd: [
      productJsonLd({
        sku: String(product.id),
        name: product.name[language],
        description: product.description[language],
        images: product.images.map((img) => `${seo.origin}${img.src}`),
        category: product.category.name[language],
      }),
    ],
  })
}
