import { pageMeta } from '~/features/seo/page-meta'
import { DeleteProfilePage } from '~/features/accounts/account-pages'
import { deleteProfileAction, loadAccountPage } from '~/features/accounts/account-pages.server'
import { limitedFormHeaders } from '~/lib/http-cache'
import type { Route } from './+types/account-delete-profile'

export const headers = limitedFormHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/account/delete-profile', titleKey: 'menu.account.deleteProfile', withCompany: true, noIndex: true })

export async function loader({ request, params }: Route.LoaderArgs) {
  return { isDemo: (await loadAccountPage(request, params.lang)).account.isDemo }
}

export const action = ({ request, params, context }: Route.ActionArgs) => deleteProfileAction(request, params.lang, context)

export default function AccountDeleteProfile({ loaderData, actionData }: Route.ComponentProps) {
  return <DeleteProfilePage answer={actionData} isDemo={loaderData.isDemo} />
}
