import type { Article, BreadcrumbList, FAQPage, JobPosting, Organization, Product, Thing, WithContext } from 'schema-dts'
import { SITE } from '@content/site'
import type { SiteSeo } from './seo'

/**
 * Typed schema.org data for search engines (schema-dts types; no runtime code). Each builder takes
 * plain facts and returns one JSON-LD object; `buildSeoMeta` writes them as `<script type="application/ld+json">`.
 */
export type JsonLd = WithContext<Thing>

const CONTEXT = 'https://schema.org' as const

export function organizationJsonLd(site: SiteSeo): WithContext<Organization> {
  const address = SITE.contact.postalAddress
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.companyName,
    url: `${site.origin}/`,
    logo: `${site.origin}/favicon.svg`,
    foundingDate: String(SITE.foundedYear),
    email: SITE.contact.email,
    telephone: SITE.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      postalCode: address.postalCode,
      addressLocality: address.locality,
      addressRegion: address.district,
      addressCountry: address.countryCode,
    },
    sameAs: Object.values(SITE.social),
  }
}

/** The trail of an inner page: name and absolute URL of each step, the page itself last. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  }
}

export function articleJsonLd(article: {
  headline: string
  description: string
  url: string
  image?: string
  datePublished: string
  dateModified?: string
  author: string
  publisher: SiteSeo
  language: string
}): WithContext<Article> {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    ...(article.image ? { image: article.image } : {}),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    inLanguage: article.language,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: article.publisher.companyName, logo: `${article.publisher.origin}/favicon.svg` },
  }
}

export function faqJsonLd(questions: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  }
}

export function jobPostingJsonLd(job: {
  title: string
  description: string
  datePosted: string
  validThrough?: string
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN'
  locality: string
  countryCode: string
  remote?: boolean
  hiringOrganization: SiteSeo
}): WithContext<JobPosting> {
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: job.hiringOrganization.companyName, sameAs: `${job.hiringOrganization.origin}/` },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.locality, addressCountry: job.countryCode } },
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
  }
}

export function productJsonLd(product: {
  sku: string
  name: string
  description: string
  images: string[]
  category: string
  rating: { value: number; count: number }
  offer: { url: string; currency: string; price: string; inStock: boolean }
}): WithContext<Product> {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    sku: product.sku,
    name: product.name,
    description: product.description,
    image: product.images,
    category: product.category,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.value, reviewCount: product.rating.count, bestRating: 5 },
    offers: {
      '@type': 'Offer',
      url: product.offer.url,
      priceCurrency: product.offer.currency,
      price: product.offer.price,
      availability: product.offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  }
}
