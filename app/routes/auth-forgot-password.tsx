import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { pageMeta } from '~/features/seo/page-meta'
import { ForgotPasswordPage } from '~/features/accounts/auth-pages'
import { ForgotPasswordSchema } from '~/features/accounts/account.schema'
import { requestPasswordReset } from '~/features/accounts/account-service.server'
import { formAnswer, readAccountForm, serviceUnavailable, tooManyAttempts } from '~/features/accounts/account-form.server'
import { logger } from '~/lib/server/logger.server'
import type { Route } from './+types/auth-forgot-password'
import { limitedFormHeaders } from '~/lib/http-cache'

export const headers = limitedFormHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/auth/forgot-password', titleKey: 'account.auth.forgot.title', descriptionKey: 'account.auth.forgot.text', withCompany: true, noIndex: true })

export function loader({ request, params }: Route.LoaderArgs) {
  return { texts: loadPageTexts(request, params.lang, 'accountPages').texts }
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAccountForm(request, ForgotPasswordSchema)
  if (!read.ok) return read.response
  try {
    const result = await requestPasswordReset(request, context, read.data.email)
    if (typeof result === 'object') return tooManyAttempts(result.retryAfterSeconds)
    return formAnswer(200, { tone: 'success' })
  } catch (error) {
    logger.error({ err: error }, 'password reset request failed')
    return serviceUnavailable()
  }
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <ForgotPasswordPage answer={actionData} />
    </PageTexts>
  )
}
