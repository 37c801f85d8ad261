import type tr from '@content/locales/tr.json'

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Every dotted key of the Turkish dictionary, which is the reference for the other two. */
export type TranslationKey = Leaves<typeof tr>
export type Dictionary = { [key: string]: string | Dictionary }
/** A flat `key → text` map: what the server sends to the browser for one language. */
export type FlatDictionary = Record<string, string>
export type TranslationParams = Record<string, string | number>
export type Translate = (key: TranslationKey, params?: TranslationParams) => string

export function flattenDictionary(dictionary: Dictionary, prefix = ''): FlatDictionary {
  const flat: FlatDictionary = {}
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') flat[path] = value
    else Object.assign(flat, flattenDictionary(value, path))
  }
  return flat
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g

function interpolate(text: string, params?: TranslationParams): string {
  if (!params) return text
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  )
}

/**
 * Looks `key` up in `dictionary`, then in `fallback` (Turkish), then returns the key itself.
 * An empty key is a programming error, as in the original app.
 */
export function translate(
  dictionaries: readonly FlatDictionary[],
  key: string,
  params?: TranslationParams,
): string {
  if (!key) throw new Error('Parameter "key" required')
  for (const dictionary of dictionaries) {
    const text = dictionary[key]
    if (text !== undefined) return interpolate(text, params)
  }
  return key
}

export function createTranslator(...dictionaries: FlatDictionary[]): Translate {
  return (key, params) => translate(dictionaries, key, params)
}

/** Keys with plural forms: `base.one` and `base.other` in every dictionary (tr, en and de need no more). */
export type PluralKey = TranslationKey extends infer Key ? (Key extends `${infer Base}.other` ? Base : never) : never

/**
 * `base.one` or `base.other` by the language's plural rules ("1 review", "2 reviews"; Turkish
 * uses the same form for both), with `{{count}}` filled in.
 */
export function translatePlural(t: Translate, locale: string, base: PluralKey, count: number, params?: TranslationParams): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other'
  return t(`${base}.${form}` as TranslationKey, { count, ...params })
}
