import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { requireLanguage } from '~/features/i18n/language-route.server'
import { pageMeta } from '~/features/seo/page-meta'
import { SignUpPage } from '~/features/accounts/auth-pages'
import { SignUpSchema } from '~/features/accounts/account.schema'
import { signUp } from '~/features/accounts/account-service.server'
import { formAnswer, readAccountForm, serviceUnavailable, tooManyAttempts } from '~/features/accounts/account-form.server'
import { logger } from '~/lib/server/logger.server'
import type { Route } from './+types/auth-sign-up'
import { limitedFormHeaders } from '~/lib/http-cache'

export const headers = limitedFormHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/auth/sign-up', titleKey: 'account.auth.signUp.title', descriptionKey: 'account.auth.signUp.text', withCompany: true, noIndex: true })

export function loader({ request, params }: Route.LoaderArgs) {
  return { texts: loadPageTexts(request, params.lang, 'accountPages').texts }
}

/** Whether or not the address had an account, the page says the same: a link is on its way. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = requireLanguage(request, params.lang)
  const read = await readAccountForm(request, SignUpSchema)
  if (!read.ok) return read.response
  try {
    const result = await signUp(request, context, { ...read.data, language })
    if (typeof result === 'object') return tooManyAttempts(result.retryAfterSeconds)
    if (result === 'guessable') return formAnswer(400, { tone: 'error', errors: { password: 'account.errors.passwordGuessable' }, values: read.values })
    return formAnswer(200, { tone: 'success' })
  } catch (error) {
    logger.error({ err: error }, 'sign-up failed')
    return serviceUnavailable()
  }
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <SignUpPage answer={actionData} />
    </PageTexts>
  )
}
