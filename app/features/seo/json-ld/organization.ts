import type { Organization, WithContext } from 'schema-dts'
import { HEADQUARTERS_ADDRESS, SITE } from '@content/site'
import { SCHEMA_CONTEXT } from './json-ld'

/** The company, on every page: name per domain and language, address and profiles from content/data/site.yaml. */
export function organizationJsonLd(origin: string, companyName: string): WithContext<Organization> {
  const address = HEADQUARTERS_ADDRESS
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    name: companyName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(SITE.foundedYear),
    email: SITE.contact.email,
    telephone: SITE.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      postalCode: address.postalCode,
      // schema.org's locality is the town and its region the province: in Türkiye the ilçe
      // (Tepebaşı) and the il (Eskişehir), as a Turkish address is written.
      addressLocality: address.district,
      addressRegion: address.province,
      addressCountry: address.countryCode,
    },
    sameAs: Object.values(SITE.social),
  }
}
