import type { FlatDictionary } from './translate'

let lastJson = ''
let lastDictionary: Readonly<FlatDictionary> = {}

/**
 * The dictionary the language layout sends as one JSON string. As a string it crosses React
 * Router's data stream as a single value: sent as an object, its thousand keys are flattened on
 * the server and rebuilt one by one in the browser, a 15 ms task on a phone while the page
 * hydrates; `JSON.parse` reads the string in well under a millisecond. Parsed once per string.
 */
export function parseDictionary(json: string): Readonly<FlatDictionary> {
  if (json !== lastJson) {
    lastDictionary = Object.freeze(JSON.parse(json) as FlatDictionary)
    lastJson = json
  }
  return lastDictionary
}
