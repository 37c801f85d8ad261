import type { AnyCollectionItem } from './page-schema'

/**
 * Letters folded the way visitors type them: case, accents and the Turkish dotless ı, German ß
 * as ss, so "yazilim" finds "yazılım" and "strasse" finds "Straße".
 */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}

/** A query as it may be used: at most 100 characters, no control characters, trimmed. */
export function normalizeQuery(raw: string | null): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return (raw ?? '').replace(/[\0-\x1F\x7F]/g, ' ').trim().slice(0, 100)
}

const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ')

/** Every word of the query appears in the item's title, summary or text. */
export function matchesQuery(item: AnyCollectionItem, query: string): boolean {
  const haystack = foldText(`${item.data.title} ${'summary' in item.data ? item.data.summary : ''} ${plainText(item.html)}`)
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}
