import { pageMeta } from '~/features/seo/page-meta'
import { SecurityPage } from '~/features/accounts/account-pages'
import { loadAccountPage, loadSessions, securityAction } from '~/features/accounts/account-pages.server'
import { limitedFormHeaders } from '~/lib/http-cache'
import { PASSWORD_CHANGED_PARAM } from '~/features/accounts/account-paths'
import type { Route } from './+types/account-security'

export const headers = limitedFormHeaders

export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: '/account/security', titleKey: 'menu.account.security', withCompany: true, noIndex: true })

export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, language, account } = await loadAccountPage(request, params.lang)
  const passwordChanged = new URL(request.url).searchParams.has(PASSWORD_CHANGED_PARAM)
  return { sessions: await loadSessions(session, language), isDemo: account.isDemo, passwordChanged }
}

export const action = ({ request, params, context }: Route.ActionArgs) => securityAction(request, params.lang, context)

export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  // After a password change the page is loaded anew (Post/Redirect/Get) and says so.
  const answer = actionData ?? (loaderData.passwordChanged ? { tone: 'success' as const, message: 'account.security.changed' } : undefined)
  return <SecurityPage sessions={loaderData.sessions} answer={answer} isDemo={loaderData.isDemo} />
}
