import { readFileSync } from 'node:fs'
import type Dictionary from '../../../content/locales/tr.json'

/** The site's languages and their texts: the one place the e2e tests read them from. */
export const LANGUAGES = ['tr', 'en', 'de'] as const
export type Lang = (typeof LANGUAGES)[number]

const load = (lang: Lang) => JSON.parse(readFileSync(new URL(`../../../content/locales/${lang}.json`, import.meta.url), 'utf8')) as typeof Dictionary
/** Each language's dictionary, typed after the Turkish one (every language has the same keys). */
export const DICTIONARIES: Record<Lang, typeof Dictionary> = { tr: load('tr'), en: load('en'), de: load('de') }

type Dict = { [key: string]: string | Dict }

/** The real translation of `key` in `lang`, with {{params}} filled, so tests follow the copy. */
export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  let value: string | Dict | undefined = DICTIONARIES[lang] as Dict
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined
  if (typeof value !== 'string') throw new Error(`missing ${lang} ${key}`)
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''))
}
