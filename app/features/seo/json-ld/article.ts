import type { Article, WithContext } from 'schema-dts'
import type { SiteSeo } from '../seo'
import { SCHEMA_CONTEXT } from './json-ld'

/** A company article (blog, help, case study) in one language. */
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
    '@context': SCHEMA_CONTEXT,
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
