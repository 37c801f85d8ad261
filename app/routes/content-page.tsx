import { data, redirect } from 'react-router'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { ContentSections, contentPageNeedsReact } from '~/components/sections/render-sections'
import { buildContentPage } from '~/features/content/content-page.server'
import { resolveContentPath } from '~/features/content/content.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { normalizeQuery } from '~/features/search/fold'
import { searchHelpArticles } from '~/features/search/site-search.server'
import { localizePath } from '~/features/i18n/localize-path'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { pageMeta } from '~/features/seo/page-meta'
import { siteSeoFor } from '~/features/seo/seo'
import { publicPageHeaders } from '~/lib/http-cache'
import type { ContentPageView } from '~/features/content/content-view'
import type { HydrationHandle } from '~/lib/page-hydration'
import type { Route } from './+types/content-page'

/**
 * Every page made of content (content/pages, content/collections; docs/decisions/014), and the
 * 404 page for any other path under a language: adding a page adds files, not routes.
 */
export const headers = publicPageHeaders

/** React in the browser only for a page with a section that needs it (a video, a map); the 404 page has none. */
export const handle: HydrationHandle = { hydrate: (data) => contentPageNeedsReact((data as { view: ContentPageView }).view) }

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData
  if (!page) {
    return pageMeta(args, { path: args.location.pathname.replace(/^\/[^/]+/, '') || '/', titleKey: 'meta.title.notFound', withCompany: true, noIndex: true, missing: true })
  }
  return pageMeta(args, { path: page.canonicalPath, title: page.metaTitle, description: page.description, withCompany: true, noIndex: page.noIndex, jsonLd: page.jsonLd })
}

export function loader({ request, params }: Route.LoaderArgs) {
  const { language, texts } = loadPageTexts(request, params.lang, 'content')
  const url = new URL(request.url)
  const resolved = resolveContentPath(`/${params['*'] ?? ''}`, url.searchParams, language)
  if (resolved.kind === 'redirect') throw redirect(localizePath(resolved.to, language), 308)
  if (resolved.kind === 'missing') throw data(null, { status: 404 })
  const query = normalizeQuery(url.searchParams.get('q'))
  const page = buildContentPage(resolved, language, query, siteSeoFor(url.origin, url.host, language), searchHelpArticles)
  return data({ texts, ...page }, { status: resolved.page.status })
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <ContentSections page={loaderData.view} />
    </PageTexts>
  )
}

export function ErrorBoundary() {
  return <NotFoundPage />
}
