import { Outlet } from 'react-router'
import { PageTexts } from '~/features/i18n/i18n-context'
import { AccountShell } from '~/features/accounts/account-pages'
import { loadAccountPage } from '~/features/accounts/account-pages.server'
import type { Route } from './+types/account-layout'

/** The signed-in pages: anyone else is sent to sign-in and comes back after it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { texts, account } = await loadAccountPage(request, params.lang)
  return { texts, account }
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <AccountShell account={loaderData.account}>
        <Outlet />
      </AccountShell>
    </PageTexts>
  )
}
