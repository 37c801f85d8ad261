import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContentFiles } from './content-check.server'

let root = ''

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

/** The interface texts (content/locales) the check reads too: none, or the given ones. */
function writeLocales(texts: Partial<Record<'tr' | 'en' | 'de', Record<string, string>>> = {}) {
  for (const language of ['tr', 'en', 'de'] as const) write(`content/locales/${language}.json`, JSON.stringify(texts[language] ?? {}))
}

const page = (title: string) => `title: ${title}\ndescription: A description that is long enough to be a real meta description of a page.\nsections:\n  - type: hero\n    title: ${title}\n`
const front = (title: string) => `---\ntitle: ${title}\norder: 1\nsummary: Summary\nupdated: 2026-11-20\n---\n## Heading\n\n${'A paragraph of real text. '.repeat(10)}\n`

describe('npm run content:check on the content files', () => {
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('reads the pages and collections from disk and names each broken file and field once', () => {
    root = mkdtempSync(path.join(tmpdir(), 'content-check-'))
    writeLocales()
    write('content/pages/about/tr.yaml', page('Hakkımızda'))
    write('content/pages/about/en.yaml', page('About'))
    write('content/pages/about/de.yaml', page('Über uns').replace('title: Über uns\n', 'titel: Über uns\n'))
    write('content/collections/legal/terms.tr.md', front('Koşullar'))
    write('content/collections/legal/terms.en.md', front('Terms'))
    write('content/collections/legal/terms.de.md', front('Bedingungen').replace('order: 1', 'order: first'))
    expect(checkContentFiles(root)).toEqual([
      expect.stringMatching(/^content\/pages\/about\/de\.yaml: title: Invalid input: expected string, received undefined; \(top\): Unrecognized key: "titel"$/),
      'content/pages/about: missing in de',
      'content/collections/legal/terms.de.md: order: Invalid input: expected number, received string',
      'content/collections/legal/terms: missing in de',
    ])
  })

  it('finds nothing in valid files', () => {
    root = mkdtempSync(path.join(tmpdir(), 'content-check-'))
    writeLocales()
    for (const [language, title] of [['tr', 'Hakkımızda'], ['en', 'About'], ['de', 'Über uns']]) write(`content/pages/about/${language}.yaml`, page(title!))
    mkdirSync(path.join(root, 'content/collections'), { recursive: true })
    expect(checkContentFiles(root)).toEqual([])
  })

  // Issue #55: content/data/promises.yaml holds each promise once; a page refers to it or says it as registered.
  it('names a page or an interface text that states a registered promise differently, and fills in a page that refers to it', () => {
    root = mkdtempSync(path.join(tmpdir(), 'content-check-'))
    writeLocales({ de: { 'account.digest': 'Die besten neuen Artikel aus unserem Blog, alle zwei Wochen.' } })
    const withText = (title: string, text: string) => `${page(title)}    text: ${text}\n`
    write('content/pages/about/tr.yaml', withText('Hakkımızda', 'Blogumuzdaki yeni yazıları {{promise.digestFrequency}} gönderiyoruz.'))
    write('content/pages/about/en.yaml', withText('About', 'Our engineers answer support calls 24/7, on every plan.'))
    write('content/pages/about/de.yaml', withText('Über uns', 'Wir schicken die neuen Artikel unseres Blogs {{promise.digestFrequency}}.'))
    mkdirSync(path.join(root, 'content/collections'), { recursive: true })
    expect(checkContentFiles(root)).toEqual([
      'content/pages/about/en.yaml: states the promise "supportAroundTheClock" differently (content/data/promises.yaml: a sentence about it says /critical/): "Our engineers answer support calls 24/7, on every plan."',
      'content/locales/de.json: states the promise "digestFrequency" differently (content/data/promises.yaml: a sentence about it says /etwa einmal im Monat/): "Die besten neuen Artikel aus unserem Blog, alle zwei Wochen."',
    ])
  })

  it('names a placeholder that names no promise', () => {
    root = mkdtempSync(path.join(tmpdir(), 'content-check-'))
    writeLocales()
    for (const [language, title] of [['tr', 'Hakkımızda'], ['en', 'About'], ['de', 'Über uns']]) write(`content/pages/about/${language}.yaml`, `${page(title!)}    text: Support {{promise.supportAllDay}}\n`)
    mkdirSync(path.join(root, 'content/collections'), { recursive: true })
    expect(checkContentFiles(root)).toEqual(['de', 'en', 'tr'].map((language) => `content/pages/about/${language}.yaml: {{promise.supportAllDay}} names no promise of content/data/promises.yaml`))
  })
})
