import { HydrateInTurn } from '~/components/hydration/hydrate-in-turn'
import { ContactFormSection } from '~/features/contact/contact-form-section'
import { ContactHero } from '~/features/contact/contact-hero'
import { OfficeLocations } from '~/features/contact/office-locations'
import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { pageMeta } from '~/features/seo/page-meta'
import { publicPageHeaders } from '~/lib/http-cache'
import type { HydrationHandle } from '~/lib/page-hydration'
import type { Route } from './+types/contact'

/** React in the browser (docs/decisions/021): the office map loads on a click, the contact form answers in place with a toast. */
export const handle: HydrationHandle = { hydrate: true }

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: '/contact', titleKey: 'meta.title.contact', descriptionKey: 'meta.contactDescription' })

export function loader({ request, params }: Route.LoaderArgs) {
  return { texts: loadPageTexts(request, params.lang, 'contact').texts }
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <HydrateInTurn sections={[<ContactHero key="hero" />, <ContactFormSection key="form" />, <OfficeLocations key="offices" />]} />
    </PageTexts>
  )
}
