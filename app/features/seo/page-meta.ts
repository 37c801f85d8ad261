import type { MetaDescriptor } from 'react-router'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import type { LanguageLayoutData } from '~/features/seo/language-layout.server'
import { LANGUAGE_LAYOUT_ROUTE_ID } from '~/features/i18n/layout-route'
import { createTranslator, type TranslationKey } from '~/features/i18n/translate'
import { buildSeoMeta, MAX_TITLE_LENGTH, type PageSeo } from './seo'

type MetaMatch = { id: string; data?: unknown } | undefined

export type PageMetaArgs = {
  matches: readonly MetaMatch[]
  /** The page loader's data; its `texts` (the page's own texts) are looked up before the frame's. */
  loaderData?: unknown
}

export type PageMetaOptions = Omit<PageSeo, 'site' | 'language' | 'title' | 'description'> & {
  /** The title: a key or a text (a product name); the company name when neither is given. */
  titleKey?: TranslationKey
  title?: string
  /** "{title} | {company}" instead of the title alone, when that fits a search result (MAX_TITLE_LENGTH). */
  withCompany?: boolean
  descriptionKey?: TranslationKey
  description?: string
}

/** The language layout's data from a meta function's `matches`. */
export function layoutDataFrom(matches: readonly MetaMatch[]): LanguageLayoutData | undefined {
  return matches.find((match) => match?.id === LANGUAGE_LAYOUT_ROUTE_ID)?.data as LanguageLayoutData | undefined
}

function pageTextsOf(loaderData: unknown): string | undefined {
  const texts = (loaderData as { texts?: unknown } | null | undefined)?.texts
  return typeof texts === 'string' ? texts : undefined
}

/**
 * The one meta helper of every page under `/:lang`: title, description, canonical, hreflang, Open
 * Graph, Twitter and JSON-LD (seo.ts), with texts looked up in the page's and the frame's texts.
 */
export function pageMeta({ matches, loaderData }: PageMetaArgs, options: PageMetaOptions): MetaDescriptor[] {
  const layout = layoutDataFrom(matches)
  if (!layout) return []
  const page = pageTextsOf(loaderData)
  const frame = parseDictionary(layout.dictionaryJson)
  const t = page ? createTranslator(parseDictionary(page), frame) : createTranslator(frame)
  const company = layout.seo.companyName
  const base = options.title ?? (options.titleKey ? t(options.titleKey, { company }) : company)
  const withCompany = options.withCompany ? t('meta.titleSuffix', { title: base, company }) : base
  const title = withCompany.length <= MAX_TITLE_LENGTH ? withCompany : base
  const description = options.description ?? (options.descriptionKey ? t(options.descriptionKey) : undefined)
  const { path, image, type, noIndex, missing, jsonLd } = options
  return buildSeoMeta({ path, image, type, noIndex, missing, jsonLd, site: layout.seo, language: layout.language, title, description })
}
