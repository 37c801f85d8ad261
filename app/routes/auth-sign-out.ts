import { redirect } from 'react-router'
import { requireLanguage } from '~/features/i18n/language-route.server'
import { SIGNED_OUT_PATH } from '~/features/accounts/account-paths'
import { signOut } from '~/features/accounts/account-service.server'
import { isSameOriginPost } from '~/lib/server/anti-forgery.server'
import { logger } from '~/lib/server/logger.server'
import type { Route } from './+types/auth-sign-out'

/**
 * The account menu's "Sign out" posts here: the session ends on the server, the cookie is
 * cleared, and the visitor lands on the signed-out page. Only this site may sign its visitors out.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const language = requireLanguage(request, params.lang)
  if (!isSameOriginPost(request.headers, request.url)) throw new Response('Forbidden', { status: 403 })
  let clear: string | undefined
  try {
    clear = await signOut(request)
  } catch (error) {
    logger.error({ err: error }, 'sign-out failed')
  }
  return redirect(`/${language}${SIGNED_OUT_PATH}`, { status: 303, headers: { 'Cache-Control': 'no-store', ...(clear ? { 'Set-Cookie': clear } : {}) } })
}

/** Nothing to show here: a visitor who opens the address goes to the signed-out page's sibling, sign-in. */
export function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(request, params.lang)
  return redirect(`/${language}/auth/sign-in`, { headers: { 'Cache-Control': 'no-store' } })
}
