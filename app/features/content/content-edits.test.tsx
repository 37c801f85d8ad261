import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseDataFile } from '@content/data-check.server'
import { frameTextsJson, pageTextsJson } from '~/features/i18n/dictionaries.server'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider, PageTexts } from '~/features/i18n/i18n-context'
import { siteSeoFor } from '~/features/seo/seo'
import { readPages, type ContentProblem } from './content-files.server'
import { buildContentPage } from './content-page.server'

/**
 * What a marketer changes in a content or data file is what the page shows: the files are read
 * here as the build reads them, with one edit, and the page rendered as the server renders it.
 */
const ROOT = path.resolve(__dirname, '../../..')
const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

/** The page as the server sends it, its lazy sections loaded (as for a crawler: all ready). */
async function render(children: ReactNode): Promise<string> {
  const page = (
    <I18nProvider language="tr" dictionary={parseDictionary(frameTextsJson('tr'))}>
      <PageTexts json={pageTextsJson('tr', 'content')}>{children}</PageTexts>
    </I18nProvider>
  )
  const router = createMemoryRouter([{ path: '/tr', element: page }], { initialEntries: ['/tr'] })
  const stream = await renderToReadableStream(<RouterProvider router={router} />)
  await stream.allReady
  return new Response(stream).text()
}

afterEach(() => {
  vi.doUnmock('@content/data/offices.yaml')
  vi.resetModules()
})

describe('editing the content', () => {
  it("a new Turkish hero headline in content/pages/home/tr.yaml is the home page's <h1>", async () => {
    const headline = 'Yazılımınızı birlikte büyütelim'
    const files = Object.fromEntries(
      ['tr', 'en', 'de'].map((language) => {
        const text = source(`content/pages/home/${language}.yaml`)
        return [`/content/pages/home/${language}.yaml`, language === 'tr' ? text.replace(/^(\s+title: ).*$/m, `$1${headline}`) : text]
      }),
    )
    expect(files['/content/pages/home/tr.yaml']).toContain(headline)
    const problems: ContentProblem[] = []
    const page = readPages(files, problems).get('/')!.tr
    expect(problems).toEqual([])
    const { view } = buildContentPage({ kind: 'page', path: '/', page, canonicalPath: '/' }, 'tr', '', siteSeoFor('https://yazilimfabrikasi.com', 'yazilimfabrikasi.com', 'tr'), () => [])
    const { ContentSections } = await import('~/components/sections/render-sections')
    const html = await render(<ContentSections page={view} />)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`))
  })

  it('a new office address in content/data/offices.yaml is on the contact page', async () => {
    const address = 'Levent Mah. Çarşı Cad. No: 7, 34330 Beşiktaş / İstanbul'
    const edited = source('content/data/offices.yaml').replace(/address: '[^']*'/, `address: '${address}'`)
    const { data, problems } = parseDataFile('content/data/offices.yaml', edited)
    expect(problems).toEqual([])
    vi.resetModules()
    vi.doMock('@content/data/offices.yaml', () => ({ default: data }))
    const { OfficesSection } = await import('~/components/sections/offices-section')
    const html = await render(<OfficesSection section={{ type: 'offices', title: 'Ofislerimiz', parallax: 0.6, map: { title: 'Harita', text: 'Metin' } }} id="offices" />)
    expect(html).toContain(address)
    expect(html).not.toContain('Maslak Mah.')
  })

  it('a broken page file is refused with its file and field named', () => {
    const broken = source('content/pages/contact/tr.yaml').replace(/emailLabel: .*/, 'emailLabel: ""')
    const problems: ContentProblem[] = []
    readPages({ '/content/pages/contact/tr.yaml': broken }, problems)
    expect(problems[0]).toEqual({ file: '/content/pages/contact/tr.yaml', message: expect.stringMatching(/^sections\.0\.emailLabel: /) })
  })
})
