import { describe, expect, it } from 'vitest'
import { frameTextsJson } from './dictionaries.server'
import { parseDictionary } from './dictionary-json'

describe('parseDictionary', () => {
  it('reads the dictionary the layout sends and parses each string once', () => {
    const json = frameTextsJson('de')
    const dictionary = parseDictionary(json)
    expect(dictionary['notFound.back']).toBe('Zurück zur Startseite')
    expect(parseDictionary(json)).toBe(dictionary)
    expect(parseDictionary(frameTextsJson('en'))['notFound.back']).toBe('Back to Homepage')
    expect(Object.isFrozen(dictionary)).toBe(true)
  })
})
