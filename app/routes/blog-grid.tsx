import { requireLanguage } from '~/features/i18n/language-route.server'
import { blogMeta } from '~/features/news/blog-meta'
import { BlogGridPage } from '~/features/news/blog-pages'
import { loadNews } from '~/features/news/news.server'
import type { Route } from './+types/blog-grid'
import { publicPageHeaders } from '~/lib/http-cache'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) => blogMeta(matches, '/blog/grid', 'news.meta.grid')

export function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(request, params.lang)
  return { news: loadNews(language) }
}

export default function BlogGrid({ loaderData }: Route.ComponentProps) {
  return <BlogGridPage news={loaderData.news} />
}
