import { signInUrl } from '@content/site'
import { siteSeoFor, type SiteSeo } from './seo'
import { frameTextsJson } from '~/features/i18n/dictionaries.server'
import { requireLanguage } from '~/features/i18n/language-route.server'
import type { Language } from '~/features/i18n/languages'

export type LanguageLayoutData = {
  language: Language
  /** The frame's texts (text-bundles.ts) as JSON; read them with `parseDictionary`. */
  dictionaryJson: string
  seo: SiteSeo
  signInUrl: string
  year: number
}

/** Everything every page under `/:lang` needs; per host and language, never per visitor. */
export function loadLanguageLayout(request: Request, lang: string | undefined): LanguageLayoutData {
  const language = requireLanguage(request, lang)
  const url = new URL(request.url)
  return {
    language,
    dictionaryJson: frameTextsJson(language),
    seo: siteSeoFor(url.origin, url.host, language),
    signInUrl: signInUrl(url.host),
    year: new Date().getFullYear(),
  }
}
