import type { MetaDescriptor } from 'react-router'
import { TURKISH_PROVINCES } from '@content/provinces'
import { domainForHost } from '@content/site'
import { LANGUAGES, LOCALE_BY_LANGUAGE, type Language } from '~/features/i18n/languages'
import { asJsonLdData, type JsonLd, type JsonLdData } from './json-ld/json-ld'
import { organizationJsonLd } from './json-ld/organization'

/** What a search result shows of a title; a longer one is cut (issue #36). */
export const MAX_TITLE_LENGTH = 60
/** …and of a description. */
export const MAX_DESCRIPTION_LENGTH = 160

/** What the language layout computes once per request for every page's search tags. */
export type SiteSeo = {
  origin: string
  companyName: string
  description: string
  keywords: string
  /** The company's JSON-LD, made on the server (its builder stays out of the browser's JavaScript). */
  organization: JsonLdData
}

export function siteSeoFor(origin: string, host: string, language: Language): SiteSeo {
  const domain = domainForHost(host)
  const companyName = domain.companyName[language]
  return {
    origin,
    companyName,
    description: domain.description[language],
    keywords: `${domain.keywords[language]}, ${TURKISH_PROVINCES.join(', ')}`,
    organization: asJsonLdData(organizationJsonLd(origin, companyName)),
  }
}

export type PageSeo = {
  site: SiteSeo
  language: Language
  /** Page path without language: '/' for home, '/contact', '/shop/grid'. */
  path: string
  /** The full document title. */
  title: string
  description?: string
  image?: string
  type?: 'website' | 'product' | 'article'
  /** Pages such as the 404 page are not for search engines. */
  noIndex?: boolean
  /** The 404 page: there is no such page, so no canonical, no language alternates and no og:url. */
  missing?: boolean
  jsonLd?: (JsonLd | JsonLdData)[]
}

export function pageUrl(origin: string, language: Language, path: string): string {
  return `${origin}/${language}${path === '/' ? '/' : path}`
}

/**
 * Title, description, keywords, canonical, hreflang alternates, Open Graph, Twitter card and
 * JSON-LD for one page. Home's canonical is `{origin}/{lang}/`; other pages point at themselves.
 */
export function buildSeoMeta(page: PageSeo): MetaDescriptor[] {
  const { site, language, path } = page
  const description = page.description ?? site.description
  const url = pageUrl(site.origin, language, path)
  const image = page.image ?? `${site.origin}/og-image.png`
  const meta: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: description },
    { name: 'keywords', content: site.keywords },
    ...(page.missing
      ? []
      : [
          { tagName: 'link', rel: 'canonical', href: url },
          ...LANGUAGES.map((alternate) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: alternate,
            href: pageUrl(site.origin, alternate, path),
          })),
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${site.origin}${path === '/' ? '/' : path}` },
        ]),
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: site.companyName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    ...(page.missing ? [] : [{ property: 'og:url', content: url }]),
    { property: 'og:image', content: image },
    // The default picture (public/og-image.png, scripts/og-image.js) is 1200×630.
    ...(page.image ? [] : [{ property: 'og:image:width', content: '1200' }, { property: 'og:image:height', content: '630' }]),
    { property: 'og:locale', content: LOCALE_BY_LANGUAGE[language].replace('-', '_') },
    ...LANGUAGES.filter((l) => l !== language).map((l) => ({
      property: 'og:locale:alternate',
      content: LOCALE_BY_LANGUAGE[l].replace('-', '_'),
    })),
    // X reads title, description and picture from the Open Graph tags; only the card type is its own.
    { name: 'twitter:card', content: 'summary_large_image' },
    ...[site.organization, ...(page.jsonLd ?? [])].map((data) => ({ 'script:ld+json': asLdJson(data) })),
  ]
  if (page.noIndex) meta.push({ name: 'robots', content: 'noindex' })
  return meta
}

/** schema-dts interfaces have no index signature; React Router's descriptor wants one. The data is plain JSON. */
function asLdJson(data: JsonLd | JsonLdData): Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json'] {
  return data as unknown as Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json']
}
