import { data } from 'react-router'
import { adminPageStatus } from '~/features/admin/admin-view'
import { WebhookDeliveriesPage } from '~/features/admin/webhook-deliveries'
import { loadWebhookDeliveries, replayFromAdminPage } from '~/features/admin/webhook-deliveries.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { pageMeta } from '~/features/seo/page-meta'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import type { Route } from './+types/admin-webhooks'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: '/admin/webhooks', titleKey: 'admin.webhooks.title', withCompany: true, noIndex: true })

export function headers() {
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL }
}

/** Admins only (anyone else: sign-in, or the 404 page for an account without the role). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { texts, webhooks } = await loadWebhookDeliveries(request, params.lang)
  const status = webhooks.state === 'off' ? 200 : adminPageStatus(webhooks.state)
  return data({ texts, webhooks }, { status, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })
}

/** The "Send again" form of a failed delivery. */
export function action({ request, params }: Route.ActionArgs) {
  return replayFromAdminPage(request, params.lang)
}

export default function AdminWebhooks({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <WebhookDeliveriesPage webhooks={loaderData.webhooks} />
    </PageTexts>
  )
}
