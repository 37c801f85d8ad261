import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { DEFAULT_LANGUAGE, LOCALE_BY_LANGUAGE, type Language } from './languages'
import { createTranslator, type FlatDictionary, type Translate } from './translate'

type I18nValue = { language: Language; locale: string; t: Translate }

const I18nContext = createContext<I18nValue>({
  language: DEFAULT_LANGUAGE,
  locale: LOCALE_BY_LANGUAGE[DEFAULT_LANGUAGE],
  t: createTranslator({}),
})

export function I18nProvider({
  language,
  dictionary,
  children,
}: {
  language: Language
  dictionary: FlatDictionary
  children: ReactNode
}) {
  const value = useMemo(
    () => ({ language, locale: LOCALE_BY_LANGUAGE[language], t: createTranslator(dictionary) }),
    [language, dictionary],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The page language, its BCP 47 locale and the translate function `t`. */
export function useI18n(): I18nValue {
  return useContext(I18nContext)
}
