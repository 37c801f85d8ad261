import type { LocalizedText } from '~/features/i18n/languages'
import domains from './data/domains.yaml'
import site from './data/site.yaml'

/**
 * The brand's facts as the code reads them: names, domains, contact details, social links. The
 * facts are data (content/data/site.yaml and domains.yaml, checked by content/data-schema.ts at
 * build); this module only derives what is written once there. Part of every page's JavaScript.
 */

export type { LocalizedText }

export type SiteDomain = {
  host: string
  /** Company name per page language, used for titles and Open Graph. */
  companyName: LocalizedText
  description: LocalizedText
  keywords: LocalizedText
}

/** Country names as each language writes them: a German page says "Türkei", a Turkish one "Almanya". */
export const COUNTRY_NAMES: Readonly<{ TR: LocalizedText; DE: LocalizedText; [code: string]: LocalizedText }> = site.countries as { TR: LocalizedText; DE: LocalizedText }

/**
 * The headquarters' postal address in parts, for JSON-LD (server only); the footer shows it as
 * `SITE.contact.address`, one line.
 */
export const HEADQUARTERS_ADDRESS = {
  streetAddress: site.headquarters.streetAddress,
  postalCode: site.headquarters.postalCode,
  district: site.headquarters.district,
  province: site.headquarters.province,
  country: COUNTRY_NAMES[site.headquarters.country]!.en,
  countryCode: site.headquarters.country,
} as const

/** The registered office in one line, without the country (texts name it in their language). */
export const HEADQUARTERS_LINE = `${HEADQUARTERS_ADDRESS.streetAddress}, ${HEADQUARTERS_ADDRESS.postalCode} ${HEADQUARTERS_ADDRESS.district} / ${HEADQUARTERS_ADDRESS.province}`

/**
 * The configured host domains; the first is the default for unknown hosts (localhost). Marked pure:
 * the browser's JavaScript, which never looks a domain up, leaves their texts out.
 */
export const SITE_DOMAINS: readonly SiteDomain[] = /* @__PURE__ */ domains.hosts.map(({ host, ...texts }) => ({ host, ...domains.defaults, ...texts }))

export const SITE = {
  foundedYear: site.foundedYear,
  contact: {
    address: `${HEADQUARTERS_LINE}, ${HEADQUARTERS_ADDRESS.country}`,
    phone: site.contact.phone,
    email: site.contact.email,
    /** Monday to Friday (SPEC §9: 09:00 - 18:00), written in each language's way by the footer. */
    weekDays: site.openingHours.weekDays,
    weekEnds: site.openingHours.weekEnds,
  },
  social: site.social,
  /** Store pages of the mobile app once it is published; `null`: the footer's badge says "coming soon". */
  appStores: site.appStores,
  docsUrl: site.docsUrl,
} as const

export type SocialNetwork = keyof typeof SITE.social

function bareHost(host: string | null | undefined): string {
  return (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '')
}

export function domainForHost(host: string | null | undefined): SiteDomain {
  const bare = bareHost(host)
  return SITE_DOMAINS.find((d) => d.host === bare) ?? SITE_DOMAINS[0]!
}

/** `app.` + the current host; localhost, IP addresses and unknown hosts map to the company's host, the first domain. */
export function signInUrl(host: string | null | undefined): string {
  const bare = bareHost(host)
  return `https://app.${SITE_DOMAINS.some((d) => d.host === bare) ? bare : SITE_DOMAINS[0]!.host}`
}
