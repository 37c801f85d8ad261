import { redirect } from 'react-router'
import { DEFAULT_LANGUAGE, isLanguage } from '~/features/i18n/languages'
import { handleLeadFormAction } from '~/features/leads/lead-form-action.server'
import type { Route } from './+types/leads'

/**
 * Both lead forms post here when JavaScript does not run (with it they post JSON to the API):
 * an action and no page, answered with a redirect back to the form's page (Post/Redirect/Get).
 */
export function action(args: Route.ActionArgs) {
  return handleLeadFormAction(args)
}

/** Nothing to show at this address: a visitor who opens it lands on the language's home page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE}`, { headers: { 'Cache-Control': 'private, no-store' } })
}
