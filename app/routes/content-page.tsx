import { data, isRouteErrorResponse, redirect } from 'react-router'
import { ErrorPage } from '~/components/layout/error-page'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { ContentSections } from '~/components/sections/render-sections'
import { buildContentPage } from '~/features/content/content-page.server'
import { resolveContentPath } from '~/features/content/content.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { localizePath } from '~/features/i18n/localize-path'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { loadNews } from '~/features/news/news.server'
import { normalizeQuery } from '~/features/search/fold'
import { searchHelpArticles } from '~/features/search/site-search.server'
import { pageMeta } from '~/features/seo/page-meta'
import { siteSeoFor } from '~/features/seo/seo'
import { publicPageHeaders } from '~/lib/http-cache'
import type { Route } from './+types/content-page'

/**
 * Every page made of content (content/pages, content/collections; docs/decisions/014), the home
 * page included, and the 404 page for any other path under a language: adding a page adds files,
 * not routes. None of them needs React in the browser: a section that needs behaviour brings its
 * own small script (app/section-scripts).
 */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData
  if (!page) {
    return pageMeta(args, { path: args.location.pathname.replace(/^\/[^/]+/, '') || '/', titleKey: 'meta.title.notFound', withCompany: true, noIndex: true, missing: true })
  }
  // No title: the company's name alone (the home page).
  const title = page.tabTitle === 'company' ? {} : { title: page.metaTitle, withCompany: page.tabTitle === 'withCompany' }
  return pageMeta(args, { path: page.canonicalPath, ...title, description: page.description, noIndex: page.noIndex, jsonLd: page.jsonLd })
}

export function loader({ request, params }: Route.LoaderArgs) {
  const { language, texts } = loadPageTexts(request, params.lang, 'content')
  const url = new URL(request.url)
  const resolved = resolveContentPath(`/${params['*'] ?? ''}`, url.searchParams, language)
  if (resolved.kind === 'redirect') throw redirect(localizePath(resolved.to, language), 308)
  if (resolved.kind === 'missing') throw data(null, { status: 404 })
  const query = normalizeQuery(url.searchParams.get('q'))
  const page = buildContentPage(resolved, language, query, siteSeoFor(url.origin, url.host, language), searchHelpArticles)
  // Not awaited: the page paints without waiting for a feed; the news streams in when ready.
  const news = page.view.sections.some((section) => section.type === 'news') ? loadNews(language) : undefined
  return data({ texts, ...page, news }, { status: resolved.page.status })
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <ContentSections page={loaderData.view} news={loaderData.news} />
    </PageTexts>
  )
}

/** A path that names no page gets the 404 page; anything else that failed, the error page (its status 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />
}
