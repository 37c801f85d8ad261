import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { parseDictionary } from './dictionary-json'
import { DEFAULT_LANGUAGE, LOCALE_BY_LANGUAGE, type Language } from './languages'
import { createTranslator, type FlatDictionary, type Translate } from './translate'

type I18nValue = {
  language: Language
  locale: string
  t: Translate
  /** Looked up in order: the page's own texts first, then the frame's. */
  dictionaries: readonly FlatDictionary[]
}

const I18nContext = createContext<I18nValue>({
  language: DEFAULT_LANGUAGE,
  locale: LOCALE_BY_LANGUAGE[DEFAULT_LANGUAGE],
  t: createTranslator({}),
  dictionaries: [],
})

/** The frame's texts for everything under the language layout. */
export function I18nProvider({ language, dictionary, children }: { language: Language; dictionary: FlatDictionary; children: ReactNode }) {
  const value = useMemo(
    () => ({ language, locale: LOCALE_BY_LANGUAGE[language], t: createTranslator(dictionary), dictionaries: [dictionary] }),
    [language, dictionary],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** A page's own texts (the JSON its loader sent, text-bundles.ts) on top of the frame's. */
export function PageTexts({ json, children }: { json: string; children: ReactNode }) {
  const frame = useContext(I18nContext)
  const page = parseDictionary(json)
  const value = useMemo(() => {
    const dictionaries = [page, ...frame.dictionaries]
    return { ...frame, dictionaries, t: createTranslator(...dictionaries) }
  }, [frame, page])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The page language, its BCP 47 locale and the translate function `t`. */
export function useI18n(): I18nValue {
  return useContext(I18nContext)
}
