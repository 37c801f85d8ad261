import { data } from 'react-router'
import { LeadInboxPage } from '~/features/admin/lead-inbox'
import { loadLeadInbox, markSpamFromInbox } from '~/features/admin/lead-inbox.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { pageMeta } from '~/features/seo/page-meta'
import { adminPageStatus } from '~/features/admin/admin-view'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import type { Route } from './+types/admin-leads'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: '/admin/leads', titleKey: 'admin.leads.title', withCompany: true, noIndex: true })

export function headers() {
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL }
}

/** Admins only (anyone else: sign-in, or the 404 page for an account without the role). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { texts, inbox } = await loadLeadInbox(request, params.lang)
  return data({ texts, inbox }, { status: adminPageStatus(inbox.state), headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })
}

/** The inbox's "Mark selected as spam" form. */
export function action({ request, params }: Route.ActionArgs) {
  return markSpamFromInbox(request, params.lang)
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <LeadInboxPage inbox={loaderData.inbox} />
    </PageTexts>
  )
}
