import { data } from 'react-router'
import type { SignupPurpose } from '~/features/leads/lead-limits'
import { SignupConfirmationPage, type ConfirmationState } from '~/features/leads/signup-confirmation-page'
import { confirmEmailSignup, readEmailSignup } from '~/features/leads/lead-service.server'
import { pageMeta } from '~/features/seo/page-meta'
import { isSameOriginPost } from '~/lib/server/anti-forgery.server'
import { logger } from '~/lib/server/logger.server'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import type { Route } from './+types/confirm-email'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/confirm-email', titleKey: 'leads.confirm.title', withCompany: true, noIndex: true })

const STATUS: Record<ConfirmationState, number> = { ask: 200, confirmed: 200, already: 200, invalid: 400, forbidden: 403, failed: 503 }

/** The page's answer: never cached or shared (it names the visitor's address). */
function answer(state: ConfirmationState, extra: { email?: string; purpose?: SignupPurpose; lead?: string; token?: string } = {}) {
  return data({ state, ...extra }, { status: STATUS[state], headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'Referrer-Policy': 'no-referrer' } })
}

function linkParts(values: { get: (name: string) => unknown }) {
  const lead = String(values.get('lead') ?? '')
  const token = String(values.get('token') ?? '')
  return { lead, token, id: /^\d{1,10}$/.test(lead) ? Number(lead) : NaN }
}

/** Opening the link changes nothing: it shows whose sign-up it confirms, and the button. */
export async function loader({ request }: Route.LoaderArgs) {
  const { lead, token, id } = linkParts(new URL(request.url).searchParams)
  try {
    const signup = await readEmailSignup(id, token)
    return signup.state === 'ask' ? answer('ask', { email: signup.email, purpose: signup.purpose, lead, token }) : answer(signup.state)
  } catch (error) {
    logger.error({ err: error }, 'sign-up confirmation not readable')
    return answer('failed')
  }
}

export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginPost(request.headers, request.url)) return answer('forbidden')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return answer('invalid')
  }
  const { token, id } = linkParts(form)
  try {
    return answer(await confirmEmailSignup(id, token))
  } catch (error) {
    logger.error({ err: error }, 'sign-up confirmation not stored')
    return answer('failed')
  }
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData
  return <SignupConfirmationPage {...shown} />
}
