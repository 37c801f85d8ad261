import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { pageMeta } from '~/features/seo/page-meta'
import { VerifyEmailPage } from '~/features/accounts/auth-pages'
import { verifyEmail } from '~/features/accounts/account-service.server'
import { logger } from '~/lib/server/logger.server'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import type { Route } from './+types/auth-verify-email'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/auth/verify-email', titleKey: 'account.auth.verify.title', withCompany: true, noIndex: true })

export function headers() {
  return { 'Referrer-Policy': 'same-origin', 'Cache-Control': PRIVATE_CACHE_CONTROL }
}

/**
 * Opening the link verifies the address: unlike the newsletter's double opt-in, nothing is sent
 * to anyone because of it, and a mail scanner that opens it only proves what the mail proves.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { texts } = loadPageTexts(request, params.lang, 'accountPages')
  try {
    return { texts, state: await verifyEmail(new URL(request.url).searchParams.get('token') ?? '') }
  } catch (error) {
    logger.error({ err: error }, 'e-mail verification failed')
    return { texts, state: 'failed' as const }
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <VerifyEmailPage state={loaderData.state} />
    </PageTexts>
  )
}
