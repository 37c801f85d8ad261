import de from '@content/locales/de.json'
import en from '@content/locales/en.json'
import tr from '@content/locales/tr.json'
import { DEFAULT_LANGUAGE, type Language } from './languages'
import { createTranslator, flattenDictionary, type Dictionary, type FlatDictionary, type Translate } from './translate'

const FLAT: Record<Language, FlatDictionary> = {
  tr: flattenDictionary(tr as Dictionary),
  en: flattenDictionary(en as Dictionary),
  de: flattenDictionary(de as Dictionary),
}

const MERGED = Object.fromEntries(
  (Object.keys(FLAT) as Language[]).map((language) => [
    language,
    // Missing keys fall back to Turkish here, so the browser only ever needs one dictionary.
    Object.freeze({ ...FLAT[DEFAULT_LANGUAGE], ...FLAT[language] }),
  ]),
) as Record<Language, Readonly<FlatDictionary>>

const MERGED_JSON = Object.fromEntries(
  (Object.keys(MERGED) as Language[]).map((language) => [language, JSON.stringify(MERGED[language])]),
) as Record<Language, string>

/**
 * The one dictionary the browser gets for `language`, with the Turkish fallback applied, as JSON
 * made once (the language layout sends it; the browser reads it with parseDictionary).
 */
export function dictionaryJsonFor(language: Language): string {
  return MERGED_JSON[language]
}

export function translatorFor(language: Language): Translate {
  return createTranslator(FLAT[language], FLAT[DEFAULT_LANGUAGE])
}

export function rawDictionaries(): Record<Language, FlatDictionary> {
  return FLAT
}
