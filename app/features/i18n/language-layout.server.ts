import { signInUrl } from '@content/site'
import { siteSeoFor, type SiteSeo } from '~/features/seo/seo'
import { dictionaryJsonFor } from './dictionaries.server'
import { requireLanguage } from './language-route.server'
import type { Language } from './languages'

export type LanguageLayoutData = {
  language: Language
  /** The flat dictionary as JSON; read it with `parseDictionary`. */
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
    dictionaryJson: dictionaryJsonFor(language),
    seo: siteSeoFor(url.origin, url.host, language),
    signInUrl: signInUrl(url.host),
    year: new Date().getFullYear(),
  }
}
