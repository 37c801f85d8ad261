import { pageTextsJson } from './dictionaries.server'
import { requireLanguage } from './language-route.server'
import type { Language } from './languages'
import type { PageTextBundle } from './text-bundles'

/**
 * What every page loader starts with: the language of the path (or a redirect) and the page's own
 * texts (`texts`, read by `<PageTexts>` and by `pageMeta`).
 */
export function loadPageTexts(request: Request, lang: string | undefined, bundle: PageTextBundle): { language: Language; texts: string } {
  const language = requireLanguage(request, lang)
  return { language, texts: pageTextsJson(language, bundle) }
}
