import de from '@content/locales/de.json'
import en from '@content/locales/en.json'
import tr from '@content/locales/tr.json'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages'
import { FRAME_TEXTS, isCovered, PAGE_TEXTS, type PageTextBundle } from './text-bundles'
import { createTranslator, flattenDictionary, type Dictionary, type FlatDictionary, type Translate } from './translate'

const FLAT: Record<Language, FlatDictionary> = {
  tr: flattenDictionary(tr as Dictionary),
  en: flattenDictionary(en as Dictionary),
  de: flattenDictionary(de as Dictionary),
}

/** Missing keys fall back to Turkish here, so the browser only ever needs one language's texts. */
const MERGED = Object.fromEntries(
  LANGUAGES.map((language) => [language, { ...FLAT[DEFAULT_LANGUAGE], ...FLAT[language] }]),
) as Record<Language, FlatDictionary>

function pick(language: Language, covered: (key: string) => boolean): string {
  return JSON.stringify(Object.fromEntries(Object.entries(MERGED[language]).filter(([key]) => covered(key))))
}

const byLanguage = <T,>(make: (language: Language) => T) => Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>

const FRAME_JSON = byLanguage((language) => pick(language, (key) => isCovered(key, FRAME_TEXTS)))
const PAGE_JSON = byLanguage((language) =>
  Object.fromEntries(
    (Object.keys(PAGE_TEXTS) as PageTextBundle[]).map((bundle) => [
      bundle,
      pick(language, (key) => isCovered(key, PAGE_TEXTS[bundle]) && !isCovered(key, FRAME_TEXTS)),
    ]),
  ) as Record<PageTextBundle, string>,
)

/**
 * The frame's texts for `language` as JSON made once (the language layout sends it on every page;
 * the browser reads it with parseDictionary).
 */
export function frameTextsJson(language: Language): string {
  return FRAME_JSON[language]
}

/** One page type's own texts for `language` (its loader sends them; `<PageTexts>` reads them). */
export function pageTextsJson(language: Language, bundle: PageTextBundle): string {
  return PAGE_JSON[language][bundle]
}

/** Every text, for the server's own use (API answers, meta tags): nothing of it is sent as a whole. */
export function translatorFor(language: Language): Translate {
  return createTranslator(FLAT[language], FLAT[DEFAULT_LANGUAGE])
}

export function rawDictionaries(): Record<Language, FlatDictionary> {
  return FLAT
}
