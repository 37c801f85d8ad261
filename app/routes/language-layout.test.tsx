import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import de from '@content/locales/de.json'
import { EmailSignupForm } from '~/features/leads/email-signup-form'
import { leadFlashSetCookie } from '~/features/leads/lead-flash.server'
import LanguageLayout, { ErrorBoundary, loader, meta } from './language-layout'

/** The layout route's loader, as React Router calls it. */
async function loadLayout(url: string, headers: HeadersInit = {}) {
  const answer = await loader({ request: new Request(url, { headers }), params: { lang: 'de' }, context: {} } as unknown as Parameters<typeof loader>[0])
  return { layout: answer.data, headers: new Headers(answer.init?.headers) }
}

/**
 * The whole HTML once every lazy part has loaded (React's documented static render), as the
 * server sends a page without React: its mobile menu is rendered in place, not behind a boundary.
 */
async function renderComplete(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element)
  return new Response(prelude).text()
}

/** The layout's error boundary as React Router renders it for a failed page under /de. */
async function renderBoundary(error: unknown, withLayoutData = true) {
  const { layout } = await loadLayout('http://localhost/de/broken')
  const router = createMemoryRouter(
    [{ path: '/de/broken', element: <ErrorBoundary error={error} loaderData={withLayoutData ? layout : undefined} params={{ lang: 'de' }} actionData={undefined} /> }],
    { initialEntries: ['/de/broken'] },
  )
  return renderComplete(<RouterProvider router={router} />)
}

describe('the language layout when a page fails', () => {
  it('keeps the header and footer and says what happened in the page language', async () => {
    const html = await renderBoundary(new Error('database down'))
    expect(html).toContain(de.error.heading)
    expect(html).toContain(de.error.text)
    expect(html).toMatch(/<header/)
    expect(html).toMatch(/<footer/)
    expect(html).not.toContain('database down')
  })

  it('shows the 404 page for a missing thing a page asked for', async () => {
    // What a loader's `throw data(null, { status: 404 })` reaches the boundary as.
    const html = await renderBoundary({ status: 404, statusText: 'Not Found', internal: false, data: null })
    expect(html).toContain(de.notFound.heading)
  })

  it('leaves it to the root page when its own texts are missing', async () => {
    await expect(renderBoundary(new Error('layout loader failed'), false)).rejects.toThrow('layout loader failed')
  })

  it('gives the failed page a localized title that search engines skip', async () => {
    const { layout } = await loadLayout('http://localhost/de/broken')
    const tags = meta({ error: new Error('x'), data: layout } as unknown as Parameters<typeof meta>[0])
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(JSON.stringify(tags)).toContain(de.error.heading)
  })

  it('titles a 404 (e.g. an admin page for a visitor without the role) as not found, as its page says (l10n review 3 item 17)', async () => {
    const { layout } = await loadLayout('http://localhost/de/admin/leads')
    const error = { status: 404, statusText: 'Not Found', internal: false, data: null }
    const tags = meta({ error, data: layout } as unknown as Parameters<typeof meta>[0])
    expect(tags).toContainEqual({ title: `${de.meta.title.notFound} | Software Factory` })
    expect(JSON.stringify(tags)).not.toContain(de.error.heading)
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})

describe('the language layout after a lead form was posted without JavaScript', () => {
  it('hands the outcome from the flash cookie to the form on the page', async () => {
    const flash = (await leadFlashSetCookie({ intent: 'email', state: 'invalid', errors: { Email: 'leads.errors.email' }, values: { Email: 'x@' } }, false)).split(';')[0]!
    const { layout, headers } = await loadLayout('http://localhost/de', { Cookie: flash })
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect(headers.get('Set-Cookie')).toMatch(/lead-result=;/)
    const props = { loaderData: layout, params: { lang: 'de' } } as unknown as Parameters<typeof LanguageLayout>[0]
    const router = createMemoryRouter([{ path: '/de', element: <LanguageLayout {...props} />, children: [{ index: true, element: <EmailSignupForm purpose="demo" /> }] }], {
      initialEntries: ['/de'],
    })
    const html = await renderComplete(<RouterProvider router={router} />)
    expect(html).toContain(de.leads.result.invalid)
    expect(html).toContain(de.leads.errors.email)
    expect(html).toContain('value="x@"')
  })
})
