import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData, useParams, useRouteError, type StaticHandlerContext } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import de from '@content/locales/de.json'
import LanguageLayout, { loader as layoutLoader } from './language-layout'
import type * as ContentPageServer from '~/features/content/content-page.server'
import { ErrorBoundary, loader as contentLoader } from './content-page'

/** Set by a test: the content page's build fails with it (a feed reader, a content file, the database). */
let buildFailure: Error | undefined

vi.mock('~/features/content/content-page.server', async (importOriginal) => {
  const original = await importOriginal<typeof ContentPageServer>()
  return {
    ...original,
    buildContentPage: (...args: Parameters<typeof original.buildContentPage>) => {
      if (buildFailure) throw buildFailure
      return original.buildContentPage(...args)
    },
  }
})

afterEach(() => (buildFailure = undefined))

/**
 * A request for a page under /de, served as on the server: the language layout's and the content
 * route's real loaders run (React Router's static handler), and the page is rendered with the
 * content route's error boundary when its loader threw.
 */
async function serve(path: string): Promise<{ status: number; html: string }> {
  const routes = [
    {
      path: '/:lang',
      loader: layoutLoader as never,
      Component: () => <LanguageLayout {...({ loaderData: useLoaderData(), params: useParams() } as unknown as Parameters<typeof LanguageLayout>[0])} />,
      children: [
        {
          path: '*',
          loader: contentLoader as never,
          Component: () => null,
          ErrorBoundary: () => <ErrorBoundary {...({ error: useRouteError(), params: useParams() } as unknown as Parameters<typeof ErrorBoundary>[0])} />,
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext
  const router = createStaticRouter(handler.dataRoutes, context)
  const { prelude } = await prerender(<StaticRouterProvider router={router} context={context} hydrate={false} />)
  return { status: context.statusCode, html: await new Response(prelude).text() }
}

describe('the content route when its loader failed', () => {
  it('answers 500 with the error page, not "not found", and without the error message', async () => {
    buildFailure = new Error('database down')
    const { status, html } = await serve('/de/about/v1')
    expect(status).toBe(500)
    expect(html).toContain(de.error.heading)
    expect(html).toContain('>500<')
    expect(html).not.toContain(de.notFound.heading)
    expect(html).not.toContain('database down')
  })

  it('answers 404 with the not-found page for a path that names no page', async () => {
    const { status, html } = await serve('/de/no-such-page-anywhere')
    expect(status).toBe(404)
    expect(html).toContain(de.notFound.heading)
    expect(html).not.toContain(de.error.heading)
  })
})
