import type { SoftwareApplication, WithContext } from 'schema-dts'
import { SCHEMA_CONTEXT } from './json-ld'

/** One of the company's products, with its starting price per month in euros. */
export function softwareApplicationJsonLd(app: {
  name: string
  category: 'BusinessApplication' | 'DeveloperApplication' | 'MobileApplication'
  priceFrom: number
  description: string
  url: string
  language: string
}): WithContext<SoftwareApplication> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'SoftwareApplication',
    name: app.name,
    description: app.description,
    url: app.url,
    applicationCategory: app.category,
    operatingSystem: 'Web',
    inLanguage: app.language,
    offers: { '@type': 'Offer', price: app.priceFrom, priceCurrency: 'EUR', url: app.url },
  }
}
