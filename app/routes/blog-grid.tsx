import { CompanyArticles } from '~/components/sections/company-articles'
import { collectionCards } from '~/features/content/content.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { BlogGridPage } from '~/features/news/blog-pages'
import { loadNews } from '~/features/news/news.server'
import { pageMeta } from '~/features/seo/page-meta'
import { publicPageHeaders } from '~/lib/http-cache'
import type { Route } from './+types/blog-grid'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: '/blog/grid', titleKey: 'news.meta.grid', descriptionKey: 'news.meta.description', withCompany: true })

export function loader({ request, params }: Route.LoaderArgs) {
  const { language, texts } = loadPageTexts(request, params.lang, 'blog')
  return { texts, articles: collectionCards('articles', language), news: loadNews(language) }
}

export default function BlogGrid({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <BlogGridPage news={loaderData.news} />
      <CompanyArticles articles={loaderData.articles} />
    </PageTexts>
  )
}
