import type { Language } from '~/features/i18n/languages'
import { safeReturnPath } from '~/lib/safe-return-path'

/** Site paths of the accounts (without the language prefix). */
export const SIGN_IN_PATH = '/auth/sign-in'
export const SIGN_UP_PATH = '/auth/sign-up'
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password'
export const SIGNED_OUT_PATH = '/pages-logout'
const ACCOUNT_HOME = '/account/profile'
export const SECURITY_PATH = '/account/security'
/** The security page after a password change (Post/Redirect/Get): it says so. */
export const PASSWORD_CHANGED_PARAM = 'changed'
export const RETURN_URL_PARAM = 'returnUrl'

/** Sign-in that comes back to `returnTo` (a path of this site) afterwards. */
export function signInPathFor(language: Language, returnTo: string): string {
  return `/${language}${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_URL_PARAM]: returnTo })}`
}

/** Where sign-in leads: the `returnUrl` when it is a path of this site, else the profile (no open redirect). */
export function afterSignInPath(language: Language, returnUrl: unknown): string {
  return safeReturnPath(returnUrl, `/${language}${ACCOUNT_HOME}`)
}
