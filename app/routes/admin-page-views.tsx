import { data } from 'react-router'
import { PageViewsPage } from '~/features/admin/page-views'
import { loadPageViews } from '~/features/admin/page-views.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { pageMeta } from '~/features/seo/page-meta'
import { adminPageStatus } from '~/features/admin/admin-view'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import type { Route } from './+types/admin-page-views'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: '/admin/page-views', titleKey: 'admin.views.title', withCompany: true, noIndex: true })

export function headers() {
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL }
}

/** Admins only (anyone else: sign-in, or the 404 page for an account without the role). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { texts, views } = await loadPageViews(request, params.lang)
  return data({ texts, views }, { status: adminPageStatus(views.state), headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })
}

export default function AdminPageViews({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <PageViewsPage views={loaderData.views} />
    </PageTexts>
  )
}
