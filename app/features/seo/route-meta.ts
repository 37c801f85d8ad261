import type { MetaDescriptor } from 'react-router'
import type { LanguageLayoutData } from '~/features/i18n/language-layout.server'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { createTranslator, type TranslationKey } from '~/features/i18n/translate'
import { buildSeoMeta, type PageSeo } from './seo'

type MetaMatch = { id: string; data?: unknown } | undefined

/** The language layout's data from a meta function's `matches`. */
export function layoutDataFrom(matches: readonly MetaMatch[]): LanguageLayoutData | undefined {
  return matches.find((match) => match?.id === 'routes/language-layout')?.data as LanguageLayoutData | undefined
}

/**
 * The meta tags of a page under `/:lang`: `titleKey` is translated; with `withCompany` the
 * title reads "{title} | {company}".
 */
export function routeMeta(
  matches: readonly MetaMatch[],
  options: Omit<PageSeo, 'site' | 'language' | 'title'> & {
    titleKey?: TranslationKey
    title?: string
    withCompany?: boolean
  },
): MetaDescriptor[] {
  const layout = layoutDataFrom(matches)
  if (!layout) return []
  const t = createTranslator(parseDictionary(layout.dictionaryJson))
  const base = options.title ?? (options.titleKey ? t(options.titleKey, { company: layout.seo.companyName }) : layout.seo.companyName)
  const title = options.withCompany ? t('meta.titleSuffix', { title: base, company: layout.seo.companyName }) : base
  return buildSeoMeta({ ...options, site: layout.seo, language: layout.language, title })
}
