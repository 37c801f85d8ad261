import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { normalizeQuery } from '~/features/search/fold'
import { SearchPage } from '~/features/search/search-page'
import { searchSite } from '~/features/search/site-search.server'
import { pageMeta } from '~/features/seo/page-meta'
import { publicPageHeaders } from '~/lib/http-cache'
import type { Route } from './+types/search'

/** The same HTML for everyone asking the same question: the page micro-cache may share it. */
export const headers = publicPageHeaders

// Result pages are not for search engines (noindex), the empty search page neither.
export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: '/search', titleKey: 'search.title', descriptionKey: 'search.text', withCompany: true, noIndex: true })

export function loader({ request, params }: Route.LoaderArgs) {
  const { language, texts } = loadPageTexts(request, params.lang, 'search')
  const query = normalizeQuery(new URL(request.url).searchParams.get('q'))
  return { texts, query, hits: searchSite(language, query) }
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <SearchPage query={loaderData.query} hits={loaderData.hits} />
    </PageTexts>
  )
}
