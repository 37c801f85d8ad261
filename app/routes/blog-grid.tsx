import { requireLanguage } from '~/features/i18n/language-route.server'
import { BlogGridPage } from '~/features/news/blog-pages'
import { loadNews } from '~/features/news/news.server'
import { routeMeta } from '~/features/seo/route-meta'
import type { Route } from './+types/blog-grid'

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { path: '/blog/grid', titleKey: 'news.meta.grid', withCompany: true })

export function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(request, params.lang)
  return { news: loadNews(language) }
}

export default function BlogGrid({ loaderData }: Route.ComponentProps) {
  return <BlogGridPage news={loaderData.news} />
}
