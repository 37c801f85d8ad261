import { prerender } from 'react-dom/static'
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import de from '@content/locales/de.json'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData, useParams, useRouteError, type Params, type StaticHandlerContext } from 'react-router'
import LanguageLayout, { loader as layoutLoader } from './language-layout'

/** The parts of a page route under `/:lang` that decide what a failed request shows. */
type PageRoute = { path: string; loader: unknown; ErrorBoundary: (props: never) => ReactNode }

/** What a route's error boundary reads of its props here. */
type BoundaryProps = { error: unknown; params: Readonly<Params> }

/**
 * A request served as on the server: the language layout's and the page route's real loaders run
 * (React Router's static handler), and the page is rendered with the route's error boundary when
 * its loader threw. The route's own component renders nothing: these tests are about failures.
 */
export async function serveUnderLayout(path: string, route: PageRoute): Promise<{ status: number; html: string }> {
  const RouteBoundary = route.ErrorBoundary as (props: BoundaryProps) => ReactNode
  const routes = [
    {
      path: '/:lang',
      loader: layoutLoader as never,
      Component: () => <LanguageLayout {...({ loaderData: useLoaderData(), params: useParams() } as unknown as Parameters<typeof LanguageLayout>[0])} />,
      children: [
        {
          path: route.path,
          loader: route.loader as never,
          Component: () => null,
          ErrorBoundary: () => <RouteBoundary error={useRouteError()} params={useParams()} />,
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

type Answer = Awaited<ReturnType<typeof serveUnderLayout>>

/** A /de page that failed: status 500, the error page and not "not found", and not the error's own message. */
export function expectErrorPage({ status, html }: Answer, errorMessage: string) {
  expect(status).toBe(500)
  expect(html).toContain(de.error.heading)
  expect(html).toContain('>500<')
  expect(html).not.toContain(de.notFound.heading)
  expect(html).not.toContain(errorMessage)
}

/** A /de address that names nothing: status 404 and the not-found page. */
export function expectNotFoundPage({ status, html }: Answer) {
  expect(status).toBe(404)
  expect(html).toContain(de.notFound.heading)
  expect(html).not.toContain(de.error.heading)
}
