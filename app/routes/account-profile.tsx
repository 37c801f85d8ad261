import { pageMeta } from '~/features/seo/page-meta'
import { ProfilePage } from '~/features/accounts/account-pages'
import { loadAccountPage, profileAction } from '~/features/accounts/account-pages.server'
import type { Route } from './+types/account-profile'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: '/account/profile', titleKey: 'menu.account.profile', withCompany: true, noIndex: true })

export async function loader({ request, params }: Route.LoaderArgs) {
  return { account: (await loadAccountPage(request, params.lang)).account }
}

export const action = ({ request, params }: Route.ActionArgs) => profileAction(request, params.lang)

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage account={loaderData.account} answer={actionData} />
}
