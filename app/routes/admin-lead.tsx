import { data } from 'react-router'
import { LeadPage } from '~/features/admin/lead-page'
import { leadPageAction, loadLeadPage } from '~/features/admin/lead-page.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { pageMeta } from '~/features/seo/page-meta'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import type { Route } from './+types/admin-lead'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: `/admin/leads/${args.params.id}`, titleKey: 'admin.lead.title', withCompany: true, noIndex: true })

export function headers() {
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL }
}

/** Admins only (anyone else: sign-in, or the 404 page for an account without the role); an unknown lead is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { texts, page } = await loadLeadPage(request, params.lang, params.id)
  return data({ texts, page }, { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })
}

/** The pipeline form and the note form (intent), posted without JavaScript too. */
export function action({ request, params }: Route.ActionArgs) {
  return leadPageAction(request, params.lang, params.id)
}

export default function AdminLead({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <LeadPage page={loaderData.page} />
    </PageTexts>
  )
}
