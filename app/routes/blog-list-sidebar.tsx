import { CompanyArticles } from '~/components/sections/company-articles'
import { collectionCards } from '~/features/content/content.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { BlogListPage } from '~/features/news/blog-pages'
import { feedFor, loadNews } from '~/features/news/news.server'
import { pageMeta } from '~/features/seo/page-meta'
import { publicPageHeaders } from '~/lib/http-cache'
import type { Route } from './+types/blog-list-sidebar'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/blog/list-sidebar', titleKey: 'news.meta.listSidebar', descriptionKey: 'news.meta.listSidebarDescription', withCompany: true })

export function loader({ request, params }: Route.LoaderArgs) {
  const { language, texts } = loadPageTexts(request, params.lang, 'blog')
  return { texts, articles: collectionCards('articles', language), news: loadNews(language), source: feedFor(language).source }
}

export default function BlogListSidebar({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <BlogListPage news={loaderData.news} source={loaderData.source} />
      <CompanyArticles articles={loaderData.articles} />
    </PageTexts>
  )
}
