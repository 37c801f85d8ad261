import type { LocalizedText } from '~/features/i18n/languages'
import { COMPANY } from './company'
import { COUNTRY_NAMES, HEADQUARTERS_LINE, SITE } from './site'

// The contact page's offices, apart from content/site.ts so their addresses travel only with
// that page's JavaScript, not with every page's.

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

/** Office cards of the contact page; the headquarters is the contact address of content/site.ts. */
export const OFFICES: readonly OfficeLocation[] = [
  {
    id: 'eskisehir',
    image: '/images/offices/eskisehir.svg',
    countryName: COUNTRY_NAMES.TR,
    cityName: { tr: 'Eskişehir', en: 'Eskişehir', de: 'Eskişehir' },
    addressLine: HEADQUARTERS_LINE,
    number: SITE.contact.phone,
    headquarters: true,
  },
  {
    id: 'istanbul',
    image: '/images/offices/istanbul.svg',
    countryName: COUNTRY_NAMES.TR,
    cityName: { tr: 'İstanbul', en: 'Istanbul', de: 'Istanbul' },
    addressLine: 'Maslak Mah. Büyükdere Cad. No: 255, 34398 Sarıyer / İstanbul',
    number: '+90 212 555 01 34',
    sample: true,
  },
  {
    id: 'berlin',
    image: '/images/offices/berlin.svg',
    countryName: COUNTRY_NAMES.DE,
    cityName: { tr: 'Berlin', en: 'Berlin', de: 'Berlin' },
    // The branch of the legal notice (COMPANY.branch).
    addressLine: COMPANY.branch.address,
    number: COMPANY.branch.phone,
    sample: true,
  },
]

/** Headquarters position for the consent-gated map (OpenStreetMap embed). */
export const HQ_MAP = { lat: 39.7767, lon: 30.5206, zoomSpan: 0.012 } as const
