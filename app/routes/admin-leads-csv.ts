import { leadInboxCsv } from '~/features/admin/lead-inbox.server'
import { requireLanguage } from '~/features/i18n/language-route.server'
import type { Route } from './+types/admin-leads-csv'

/** The admin inbox's leads as CSV, with the inbox's filters (admins only, like the page). */
export function loader({ request, params }: Route.LoaderArgs) {
  return leadInboxCsv(request, requireLanguage(request, params.lang))
}
