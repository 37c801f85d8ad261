import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { pageMeta } from '~/features/seo/page-meta'
import { SignedOutPage } from '~/features/accounts/auth-pages'
import { publicPageHeaders } from '~/lib/http-cache'
import type { Route } from './+types/pages-logout'

export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/pages-logout', titleKey: 'account.auth.signedOut.title', withCompany: true, noIndex: true })

export function loader({ request, params }: Route.LoaderArgs) {
  return { texts: loadPageTexts(request, params.lang, 'accountPages').texts }
}

export default function PagesLogout({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <SignedOutPage />
    </PageTexts>
  )
}
