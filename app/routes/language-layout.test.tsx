import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import de from '@content/locales/de.json'
import { loadLanguageLayout } from '~/features/i18n/language-layout.server'
import { ErrorBoundary, meta } from './language-layout'

/** The layout's error boundary as React Router renders it for a failed page under /de. */
function renderBoundary(error: unknown, withLayoutData = true) {
  const layout = loadLanguageLayout(new Request('http://localhost/de/broken'), 'de')
  const router = createMemoryRouter(
    [{ path: '/de/broken', element: <ErrorBoundary error={error} loaderData={withLayoutData ? layout : undefined} params={{ lang: 'de' }} actionData={undefined} /> }],
    { initialEntries: ['/de/broken'] },
  )
  return renderToString(<RouterProvider router={router} />)
}

describe('the language layout when a page fails', () => {
  it('keeps the header and footer and says what happened in the page language', () => {
    const html = renderBoundary(new Error('database down'))
    expect(html).toContain(de.error.heading)
    expect(html).toContain(de.error.text)
    expect(html).toMatch(/<header/)
    expect(html).toMatch(/<footer/)
    expect(html).not.toContain('database down')
  })

  it('shows the 404 page for a missing thing a page asked for', () => {
    // What a loader's `throw data(null, { status: 404 })` reaches the boundary as.
    const html = renderBoundary({ status: 404, statusText: 'Not Found', internal: false, data: null })
    expect(html).toContain(de.notFound.heading)
  })

  it('leaves it to the root page when its own texts are missing', () => {
    expect(() => renderBoundary(new Error('layout loader failed'), false)).toThrow('layout loader failed')
  })

  it('gives the failed page a localized title that search engines skip', () => {
    const layout = loadLanguageLayout(new Request('http://localhost/de/broken'), 'de')
    const tags = meta({ error: new Error('x'), data: layout } as unknown as Parameters<typeof meta>[0])
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(JSON.stringify(tags)).toContain(de.error.heading)
  })
})
