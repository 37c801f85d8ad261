import { HydrateInTurn } from '~/components/hydration/hydrate-in-turn'
import { ContactFormSection } from '~/features/contact/contact-form-section'
import { ContactHero } from '~/features/contact/contact-hero'
import { OfficeLocations } from '~/features/contact/office-locations'
import { handleLeadFormAction } from '~/features/leads/lead-form-action.server'
import { routeMeta } from '~/features/seo/route-meta'
import { requireLanguage } from '~/features/i18n/language-route.server'
import type { Route } from './+types/contact'
import { publicPageHeaders } from '~/lib/http-cache'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { path: '/contact', titleKey: 'meta.title.contact' })

export function loader({ request, params }: Route.LoaderArgs) {
  requireLanguage(request, params.lang)
  return null
}

export function action(args: Route.ActionArgs) {
  return handleLeadFormAction(args)
}

export default function Contact() {
  return <HydrateInTurn sections={[<ContactHero key="hero" />, <ContactFormSection key="form" />, <OfficeLocations key="offices" />]} />
}
