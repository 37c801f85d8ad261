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

const page = (title: string) => `title: ${title}\ndescription: A description that is long enough to be a real meta description of a page.\nsections:\n  - type: hero\n    title: ${title}\n`
const front = (title: string) => `---\ntitle: ${title}\norder: 1\nsummary: Summary\nupdated: 2026-11-20\n---\n## Heading\n\n${'A paragraph of real text. '.repeat(10)}\n`

describe('npm run content:check on the content files', () => {
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('reads the pages and collections from disk and names each broken file and field once', () => {
    root = mkdtempSync(path.join(tmpdir(), 'content-check-'))
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
    for (const [language, title] of [['tr', 'Hakkımızda'], ['en', 'About'], ['de', 'Über uns']]) write(`content/pages/about/${language}.yaml`, page(title!))
    mkdirSync(path.join(root, 'content/collections'), { recursive: true })
    expect(checkContentFiles(root)).toEqual([])
  })
})
