import { requireLanguage } from '~/features/i18n/language-route.server'
import { BlogListPage } from '~/features/news/blog-pages'
import { feedFor, loadNews } from '~/features/news/news.server'
import { routeMeta } from '~/features/seo/route-meta'
import type { Route } from './+types/blog-list-sidebar'

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { path: '/blog/list-sidebar', titleKey: 'news.meta.listSidebar', withCompany: true })

export function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(request, params.lang)
  return { news: loadNews(language), source: feedFor(language).source }
}

export default function BlogListSidebar({ loaderData }: Route.ComponentProps) {
  return <BlogListPage news={loaderData.news} source={loaderData.source} />
}
