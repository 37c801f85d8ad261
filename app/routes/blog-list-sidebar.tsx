import { requireLanguage } from '~/features/i18n/language-route.server'
import { blogMeta } from '~/features/news/blog-meta'
import { BlogListPage } from '~/features/news/blog-pages'
import { feedFor, loadNews } from '~/features/news/news.server'
import type { Route } from './+types/blog-list-sidebar'
import { publicPageHeaders } from '~/lib/http-cache'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) => blogMeta(matches, '/blog/list-sidebar', 'news.meta.listSidebar')

export function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(request, params.lang)
  return { news: loadNews(language), source: feedFor(language).source }
}

export default function BlogListSidebar({ loaderData }: Route.ComponentProps) {
  return <BlogListPage news={loaderData.news} source={loaderData.source} />
}
