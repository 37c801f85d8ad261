import { pageMeta } from '~/features/seo/page-meta'
import { PaymentDetailsPage } from '~/features/accounts/account-pages'
import { billingAction, loadAccountPage } from '~/features/accounts/account-pages.server'
import type { Route } from './+types/account-payment-details'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/account/payment-details', titleKey: 'menu.account.paymentDetails', withCompany: true, noIndex: true })

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = (await loadAccountPage(request, params.lang)).session
  return { billing: user.billing, isDemo: user.isDemo }
}

export const action = ({ request, params }: Route.ActionArgs) => billingAction(request, params.lang)

export default function AccountPaymentDetails({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentDetailsPage billing={loaderData.billing} answer={actionData} isDemo={loaderData.isDemo} />
}
