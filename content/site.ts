import type { LocalizedText } from '~/features/i18n/languages'

/**
 * All brand data of the site in one typed place: names, domains, contact details, social links.
 * Texts that are prose live in content/locales; this file holds facts.
 */

export type { LocalizedText }

export type SiteDomain = {
  host: string
  /** Company name per page language, used for titles and Open Graph. */
  companyName: LocalizedText
  description: LocalizedText
  keywords: LocalizedText
}

const TURKISH_NAME = 'Yazılım Fabrikası'

/**
 * ⚠ SAMPLE DATA of a fictional company, like the rest of the facts below (contact, social links)
 * and in content/company.ts and content/offices.ts: replace them before the site goes live
 * (README, "What a company must fill in").
 */
/** The registered office in one line, without the country (texts name it in their language). */
export const HEADQUARTERS_LINE = 'Hoşnudiye Mah. Teknoloji Cad. No: 12, 26130 Tepebaşı / Eskişehir'

/** Country names as each language writes them: a German page says "Türkei", a Turkish one "Almanya". */
export const COUNTRY_NAMES = {
  TR: { tr: 'Türkiye', en: 'Türkiye', de: 'Türkei' },
  DE: { tr: 'Almanya', en: 'Germany', de: 'Deutschland' },
} as const satisfies Record<string, LocalizedText>

/**
 * The headquarters' postal address in parts, for JSON-LD (server only); the footer shows it as
 * `SITE.contact.address`, one line (a test keeps the two in step).
 */
export const HEADQUARTERS_ADDRESS = {
  streetAddress: 'Hoşnudiye Mah. Teknoloji Cad. No: 12',
  postalCode: '26130',
  district: 'Tepebaşı',
  locality: 'Eskişehir',
  country: 'Türkiye',
  countryCode: 'TR',
} as const
const ENGLISH_NAME = 'Software Factory'

const DEFAULT_DESCRIPTION: LocalizedText = {
  tr: 'Yazılım Fabrikası; web, mobil, yapay zekâ, entegrasyon, veri ve IoT yazılımları geliştirir, büyüyen işletmeler için ERP, MRP ve endüstriyel IoT ürünleri sunar.',
  en: 'Software Factory builds web, mobile, AI, integration, data and IoT software, and makes ERP, MRP and industrial IoT products for growing companies.',
  de: 'Software Factory entwickelt Web-, Mobil-, KI-, Integrations-, Daten- und IoT-Software sowie ERP-, MRP- und Industrie-IoT-Produkte für wachsende Unternehmen.',
}

const DEFAULT_KEYWORDS: LocalizedText = {
  tr: 'yazılım, yazılım firması, web yazılım, mobil uygulama, masaüstü yazılım, yapay zekâ, entegrasyon, veri, DevOps, IoT, ERP, MRP, dijital dönüşüm',
  en: 'software, software company, web development, mobile apps, desktop software, AI, integration, data, DevOps, IoT, ERP, MRP, digital transformation',
  de: 'Software, Softwareunternehmen, Webentwicklung, mobile Apps, Desktop-Software, KI, Integration, Daten, DevOps, IoT, ERP, MRP, digitale Transformation',
}

function domain(host: string, names: LocalizedText): SiteDomain {
  return { host, companyName: names, description: DEFAULT_DESCRIPTION, keywords: DEFAULT_KEYWORDS }
}

const STANDARD_NAMES: LocalizedText = { tr: TURKISH_NAME, en: ENGLISH_NAME, de: ENGLISH_NAME }

/** The four configured host domains; the first is the default for unknown hosts (localhost). */
export const SITE_DOMAINS: readonly SiteDomain[] = [
  domain('yazilimfabrikasi.com', STANDARD_NAMES),
  // The Turkish domain keeps the Turkish brand in every language.
  domain('yazilimfabrikasi.com.tr', { tr: TURKISH_NAME, en: TURKISH_NAME, de: TURKISH_NAME }),
  domain('softwarefactory.dev', STANDARD_NAMES),
  domain('softwarefactory.de', STANDARD_NAMES),
]

export const SITE = {
  /** Host that the sign-in button points at (as `app.` + host) when the site runs on localhost. */
  companyHost: 'yazilimfabrikasi.com',
  foundedYear: 2013,
  contact: {
    address: `${HEADQUARTERS_LINE}, Türkiye`,
    phone: '+90 222 555 01 26',
    email: 'info@yazilimfabrikasi.com',
    /** Monday to Friday (SPEC §9: 09:00 - 18:00), written in each language's way by the footer. */
    weekDays: { opens: '09:00', closes: '18:00' },
    weekEnds: null as string | null,
  },
  currencySymbol: '$',
  social: {
    facebook: 'https://www.facebook.com/yazilimfabrikasi',
    instagram: 'https://www.instagram.com/yazilimfabrikasi',
    twitter: 'https://x.com/yazilimfabrika',
    linkedin: 'https://www.linkedin.com/company/yazilimfabrikasi',
    youtube: 'https://www.youtube.com/@yazilimfabrikasi',
    dribbble: 'https://dribbble.com/yazilimfabrikasi',
  },
  /**
   * Store pages of the mobile app, once it is published (the home page announces it as coming
   * soon). Until a URL is set here the footer's badge says "coming soon" instead of linking.
   */
  appStores: {
    apple: null as string | null,
    google: null as string | null,
  },
  docsUrl: 'https://docs.yazilimfabrikasi.com',
} as const

export type SocialNetwork = keyof typeof SITE.social

export function domainForHost(host: string | null | undefined): SiteDomain {
  const bare = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '')
  return SITE_DOMAINS.find((d) => d.host === bare) ?? SITE_DOMAINS[0]!
}

/** `app.` + the current host; localhost and IP addresses map to the company host. */
export function signInUrl(host: string | null | undefined): string {
  const bare = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '')
  const isLocal = !bare || bare === 'localhost' || /^[\d.]+$/.test(bare) || bare.startsWith('[') || !SITE_DOMAINS.some((d) => d.host === bare)
  return `https://app.${isLocal ? SITE.companyHost : bare}`
}
