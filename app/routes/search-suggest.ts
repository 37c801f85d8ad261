import { data } from 'react-router'
import { isLanguage } from '~/features/i18n/languages'
import { searchSite } from '~/features/search/site-search.server'
import type { Route } from './+types/search-suggest'

/**
 * What the header's search box suggests while the visitor types: the first eight hits as JSON.
 * Anyone may cache an answer for a minute: it depends on the address alone.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data({ hits: [] }, { status: 404 })
  const hits = searchSite(params.lang, new URL(request.url).searchParams.get('q'), 8)
  return Response.json({ hits }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
