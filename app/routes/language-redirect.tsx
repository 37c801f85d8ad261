import { redirectToPreferredLanguage } from '~/features/i18n/language-route.server'
import type { Route } from './+types/language-redirect'

/** `/` → `/{language}`: the visitor's cookie, else Accept-Language, else Turkish. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirectToPreferredLanguage(request)
}
