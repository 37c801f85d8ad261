import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkDataFiles, checkDataReferences, formatProblem, parseDataFile, siteDataPlugin } from './data-check.server'
import type { ClientLogosData, OfficesData, SiteData } from './data-schema'

const OFFICES = 'content/data/offices.yaml'

/** A valid offices.yaml to break one field at a time. */
const offices = (second: string) => `offices:
  - id: hq
    image: /images/offices/eskisehir.svg
    country: TR
    city: { tr: Eskişehir, en: Eskişehir, de: Eskişehir }
    headquarters: true
  - id: istanbul
    image: /images/offices/istanbul.svg
    country: TR
    city: { tr: İstanbul, en: Istanbul, de: Istanbul }
${second}
headquartersMap: { lat: 39.7, lon: 30.5, zoomSpan: 0.01 }
`

function messages(file: string, source: string): string[] {
  return parseDataFile(file, source).problems.map(formatProblem)
}

describe('the data files', () => {
  it('are all valid, alone and together', () => {
    expect(checkDataFiles().map(formatProblem)).toEqual([])
  })
})

describe('a broken data file', () => {
  it('is reported with its file name and the field path', () => {
    expect(messages(OFFICES, offices("    address: 'Maslak, İstanbul'\n    phone: 2125550134"))).toEqual([
      'content/data/offices.yaml: offices.1.phone: Invalid input: expected string, received number',
    ])
    expect(messages(OFFICES, offices("    address: 'Maslak, İstanbul'\n    phone: '0212 555'"))).toEqual([
      'content/data/offices.yaml: offices.1.phone: a phone number as dialled: + and digits, spaces allowed (+90 222 555 01 26)',
    ])
  })

  it('names a misspelt field and a missing one', () => {
    expect(messages(OFFICES, offices("    adress: 'Maslak, İstanbul'\n    phone: '+90 212 555 01 34'"))).toEqual([
      'content/data/offices.yaml: offices.1: Unrecognized key: "adress"',
      'content/data/offices.yaml: offices.1.address: required (unless the office is the headquarters or the branch)',
    ])
    expect(messages(OFFICES, offices("    phone: '+90 212 555 01 34'"))).toEqual([
      'content/data/offices.yaml: offices.1.address: required (unless the office is the headquarters or the branch)',
    ])
  })

  it('refuses a fact written twice: the headquarters takes its address from site.yaml', () => {
    expect(messages(OFFICES, offices("    headquarters: true\n    address: 'Maslak, İstanbul'\n    phone: '+90 212 555 01 34'"))).toEqual([
      "content/data/offices.yaml: offices.1.address: leave it out: this office's address is the headquarters' (site.yaml)",
      "content/data/offices.yaml: offices.1.phone: leave it out: this office's phone is the headquarters' (site.yaml)",
      'content/data/offices.yaml: offices: exactly one office is the headquarters (headquarters: true), not 2',
    ])
  })

  it('that is no YAML is named with the line', () => {
    const [message] = messages('content/data/site.yaml', "headquarters:\n  streetAddress: Teknoloji Cad. No: 12\n")
    expect(message).toMatch(/^content\/data\/site\.yaml: not YAML: .*line 2/)
  })

  it('is reported where the menu names a group it does not have', () => {
    const menu = `groups:
  - key: demos
    icon: layout-grid
    links: [{ key: classic, url: /demos/classic }]
  - key: account
    icon: planet
    links: [{ key: profile, url: /en/account/profile }]
header:
  - group: demos
  - { key: pages, icon: files, groups: [account, blog] }
`
    expect(messages('content/data/menu.yaml', menu)).toEqual([
      expect.stringMatching(/^content\/data\/menu\.yaml: groups\.1\.icon: Invalid option: expected one of "layout-grid"\|/),
      'content/data/menu.yaml: groups.1.links.0.url: a site path without language, e.g. /about/v1',
    ])
    expect(messages('content/data/menu.yaml', menu.replace('planet', 'user-round').replace('/en/account', '/account'))).toEqual([
      'content/data/menu.yaml: header.1.groups.1: "blog" is not a key of groups',
    ])
  })

  it('is only a file the site knows', () => {
    expect(messages('content/data/prices.yaml', 'a: 1')).toEqual([expect.stringMatching(/^content\/data\/prices\.yaml: not a data file of the site: site\.yaml, /)])
  })
})

describe('what the files say about each other', () => {
  const site = { countries: { TR: { tr: 'Türkiye', en: 'Türkiye', de: 'Türkei' } }, headquarters: { country: 'TR' } } as unknown as SiteData
  const clientLogos = { logos: [{ slug: 'nordwind', name: 'Nordwind' }] } as ClientLogosData
  const officesData = (country: string) => ({ offices: [{ id: 'wien', image: '/images/offices/wien.svg', country }] }) as unknown as OfficesData

  it('names a country site.yaml does not have and a picture public/ does not have', () => {
    const problems = checkDataReferences({ site, offices: officesData('AT'), clientLogos }, (file) => file !== '/images/offices/wien.svg' && file !== '/images/clients/nordwind-dark.svg')
    expect(problems.map(formatProblem)).toEqual([
      'content/data/offices.yaml: offices.0.country: "AT" is not a country of site.yaml (TR)',
      'content/data/offices.yaml: offices.0.image: public/images/offices/wien.svg does not exist',
      'content/data/client-logos.yaml: logos.0.slug: public/images/clients/nordwind-dark.svg does not exist',
    ])
    expect(checkDataReferences({ site, offices: officesData('TR'), clientLogos }, () => true)).toEqual([])
  })
})

describe('the build plugin', () => {
  const plugin = siteDataPlugin()
  const context = {
    error(message: string): never {
      throw new Error(message)
    },
  }
  const transform = (source: string, id: string) => plugin.transform.call(context, source, id)

  it('turns a data file into its checked data as a module', () => {
    const source = readFileSync('content/data/client-logos.yaml', 'utf8')
    const module = transform(source, '/work/site/content/data/client-logos.yaml')
    const exported = JSON.parse(module!.code.replace(/^export default /, '')) as ClientLogosData
    expect(exported.size).toEqual({ width: 200, height: 60 })
    expect(exported.logos[0]).toEqual({ slug: 'nordwind', name: 'Nordwind' })
  })

  it('fails the build on a broken file, naming the file and the field', () => {
    expect(() => transform(offices("    address: 'Maslak'\n    phone: 2125550134"), '/work/site/content/data/offices.yaml')).toThrow(
      'content/data/offices.yaml: offices.1.phone: Invalid input: expected string, received number',
    )
  })

  it('leaves other YAML alone (content pages are read as text)', () => {
    expect(transform('title: x', '/work/site/content/pages/about/v1/en.yaml')).toBeNull()
    expect(transform('title: x', '/work/site/content/data/site.yaml?raw')).toBeNull()
  })
})
