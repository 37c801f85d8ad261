import { data } from 'react-router'
import { isLanguage } from '~/features/i18n/languages'
import { suggest } from '~/features/search/suggestions.server'
import type { Route } from './+types/search-suggest'

/**
 * What the header's search box suggests while the visitor types: the first eight hits as JSON.
 * Anyone may cache an answer for a minute: it depends on the address alone. The per-client limit
 * is Express's, before React Router (server/suggest-limit.ts).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data({ hits: [] }, { status: 404 })
  return Response.json({ hits: suggest(params.lang, new URL(request.url).searchParams.get('q')) }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
