import { redirect } from 'react-router'
import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { requireLanguage } from '~/features/i18n/language-route.server'
import { pageMeta } from '~/features/seo/page-meta'
import { SignInPage } from '~/features/accounts/auth-pages'
import { SignInSchema } from '~/features/accounts/account.schema'
import { afterSignInPath, RETURN_URL_PARAM } from '~/features/accounts/account-paths'
import { currentSession, signIn } from '~/features/accounts/account-service.server'
import { formAnswer, readAccountForm, serviceUnavailable, tooManyAttempts } from '~/features/accounts/account-form.server'
import { getEnv } from '~/lib/env.server'
import { logger } from '~/lib/server/logger.server'
import type { Route } from './+types/auth-sign-in'
import { limitedFormHeaders } from '~/lib/http-cache'

export const headers = limitedFormHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/auth/sign-in', titleKey: 'account.auth.signIn.title', descriptionKey: 'account.auth.signIn.text', withCompany: true, noIndex: true })

const returnUrlOf = (request: Request) => new URL(request.url).searchParams.get(RETURN_URL_PARAM)

/** A visitor who is signed in already goes on to where sign-in would lead. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { language, texts } = loadPageTexts(request, params.lang, 'accountPages')
  if (await currentSession(request)) throw redirect(afterSignInPath(language, returnUrlOf(request)), { headers: { 'Cache-Control': 'no-store' } })
  const env = getEnv()
  const demo = env.DEMO_ACCOUNT_EMAIL && env.DEMO_ACCOUNT_PASSWORD ? { email: env.DEMO_ACCOUNT_EMAIL, password: env.DEMO_ACCOUNT_PASSWORD } : null
  return { texts, demo }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const language = requireLanguage(request, params.lang)
  const read = await readAccountForm(request, SignInSchema)
  if (!read.ok) return read.response
  try {
    const result = await signIn(request, context, read.data.email, read.data.password)
    if ('limited' in result) return tooManyAttempts(result.retryAfterSeconds, result.braked ? 'guessingBrake' : 'client')
    if (result.status === 'wrong') return formAnswer(400, { tone: 'error', message: 'account.errors.credentials', values: read.values })
    if (result.status === 'unverified') return formAnswer(403, { tone: 'error', message: 'account.errors.unverified', values: read.values })
    // The session, and the known-device cookies that keep this browser's own mail and sign-in allowance (known-device.server.ts).
    const headers = new Headers({ 'Cache-Control': 'no-store' })
    for (const cookie of [result.setCookie, ...result.deviceCookies]) headers.append('Set-Cookie', cookie)
    return redirect(afterSignInPath(language, returnUrlOf(request)), { status: 303, headers })
  } catch (error) {
    logger.error({ err: error }, 'sign-in failed')
    return serviceUnavailable()
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <SignInPage answer={actionData} demo={loaderData.demo} />
    </PageTexts>
  )
}
