import { pageMeta } from '~/features/seo/page-meta'
import { NotificationsPage } from '~/features/accounts/account-pages'
import { loadAccountPage, notificationsAction } from '~/features/accounts/account-pages.server'
import type { Route } from './+types/account-notifications'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/account/notifications', titleKey: 'menu.account.notifications', withCompany: true, noIndex: true })

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = (await loadAccountPage(request, params.lang)).session
  return { preferences: user.notifications, isDemo: user.isDemo }
}

export const action = ({ request, params }: Route.ActionArgs) => notificationsAction(request, params.lang)

export default function AccountNotifications({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage preferences={loaderData.preferences} answer={actionData} isDemo={loaderData.isDemo} />
}
