import type { LocalizedText } from '~/features/i18n/languages'
import { COMPANY } from './company'
import offices from './data/offices.yaml'
import { COUNTRY_NAMES, HEADQUARTERS_LINE, SITE } from './site'

// The contact page's offices (content/data/offices.yaml), apart from content/site.ts so their
// addresses travel only with that page's JavaScript, not with every page's.

export type OfficeLocation = {
  id: string
  image: string
  countryName: LocalizedText
  cityName: LocalizedText
  /** The address without its country, which is written in the page's language (countryName). */
  addressLine: string
  /** Phone number as dialled, E.164 digits with spaces for reading. */
  number: string
  headquarters?: boolean
  /** Invented for the demo: replace with real offices before launch. */
  sample?: boolean
}

/** Office cards of the contact page; the headquarters' address and phone are the site's, the branch's the company's. */
export const OFFICES: readonly OfficeLocation[] = offices.offices.map((office) => {
  const reached = office.headquarters
    ? { addressLine: HEADQUARTERS_LINE, number: SITE.contact.phone }
    : office.branch
      ? { addressLine: COMPANY.branch.address, number: COMPANY.branch.phone }
      : { addressLine: office.address!, number: office.phone! }
  return {
    id: office.id,
    image: office.image,
    countryName: COUNTRY_NAMES[office.country]!,
    cityName: office.city,
    ...reached,
    ...(office.headquarters ? { headquarters: true } : {}),
    ...(office.sample ? { sample: true } : {}),
  }
})

/** Headquarters position for the consent-gated map (OpenStreetMap embed). */
export const HQ_MAP = offices.headquartersMap
