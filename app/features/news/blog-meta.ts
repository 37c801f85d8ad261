import type { MetaDescriptor } from 'react-router'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { createTranslator, type TranslationKey } from '~/features/i18n/translate'
import { layoutDataFrom, routeMeta } from '~/features/seo/route-meta'

type Matches = Parameters<typeof routeMeta>[0]

/** Title "{page} | {company}" and the news description for the blog pages. */
export function blogMeta(matches: Matches, path: string, titleKey: TranslationKey): MetaDescriptor[] {
  const layout = layoutDataFrom(matches)
  const description = layout ? createTranslator(parseDictionary(layout.dictionaryJson))('news.meta.description') : undefined
  return routeMeta(matches, { path, titleKey, withCompany: true, description })
}
