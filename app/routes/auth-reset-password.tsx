import { redirect } from 'react-router'
import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { requireLanguage } from '~/features/i18n/language-route.server'
import { pageMeta } from '~/features/seo/page-meta'
import { ResetPasswordPage } from '~/features/accounts/auth-pages'
import { ResetPasswordSchema } from '~/features/accounts/account.schema'
import { SIGN_IN_PATH } from '~/features/accounts/account-paths'
import { resetPassword, resetTarget } from '~/features/accounts/account-service.server'
import { formAnswer, readAccountForm, serviceUnavailable } from '~/features/accounts/account-form.server'
import { logger } from '~/lib/server/logger.server'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import type { Route } from './+types/auth-reset-password'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/auth/reset-password', titleKey: 'account.auth.reset.title', withCompany: true, noIndex: true })

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/**
 * The link's token stays in the address (the form posts back to it). `same-origin`: no other site
 * gets it as a Referer, while the form's own post still carries its Origin (`no-referrer` would
 * send `Origin: null`, which React Router refuses).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { texts } = loadPageTexts(request, params.lang, 'accountPages')
  let valid = false
  try {
    valid = (await resetTarget(tokenOf(request))) !== undefined
  } catch (error) {
    logger.error({ err: error }, 'reset link not checked')
  }
  return { texts, valid }
}

export function headers() {
  return { 'Referrer-Policy': 'same-origin', 'Cache-Control': PRIVATE_CACHE_CONTROL }
}

export async function action({ request, params }: Route.ActionArgs) {
  const language = requireLanguage(request, params.lang)
  const read = await readAccountForm(request, ResetPasswordSchema)
  if (!read.ok) return read.response
  try {
    const outcome = await resetPassword(tokenOf(request), read.data.password)
    if (outcome === 'guessable') return formAnswer(400, { tone: 'error', errors: { password: 'account.errors.passwordGuessable' } })
    if (outcome === 'invalid') return formAnswer(400, { tone: 'error', message: 'account.auth.reset.invalid' })
    return redirect(`/${language}${SIGN_IN_PATH}?reset=1`, { status: 303, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.error({ err: error }, 'password reset failed')
    return serviceUnavailable()
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <ResetPasswordPage answer={actionData} valid={loaderData.valid} />
    </PageTexts>
  )
}
