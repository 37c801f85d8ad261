import type { FlatDictionary } from './translate'

/** The frame's and the current page's texts, and one or two more while navigating between pages. */
const CACHE_SIZE = 4
const parsed = new Map<string, Readonly<FlatDictionary>>()

/**
 * Texts as the layout and page loaders send them: one JSON string each. As a string they cross
 * React Router's data stream as a single value: sent as an object, its keys are flattened on the
 * server and rebuilt one by one in the browser, a 15 ms task on a phone while the page hydrates;
 * `JSON.parse` reads the string in well under a millisecond. Parsed once per string.
 */
export function parseDictionary(json: string): Readonly<FlatDictionary> {
  let dictionary = parsed.get(json)
  if (!dictionary) {
    dictionary = Object.freeze(JSON.parse(json) as FlatDictionary)
    parsed.set(json, dictionary)
    if (parsed.size > CACHE_SIZE) parsed.delete(parsed.keys().next().value!)
  }
  return dictionary
}
