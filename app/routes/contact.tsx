import { ContactForm } from '~/features/leads/contact-form'
import { handleLeadFormAction } from '~/features/leads/lead-form-action.server'
import { routeMeta } from '~/features/seo/route-meta'
import { useI18n } from '~/features/i18n/i18n-context'
import { requireLanguage } from '~/features/i18n/language-route.server'
import type { Route } from './+types/contact'

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
  const { t } = useI18n()
  return (
    <section className="mx-auto max-w-6xl px-4 py-20">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('contact.hero.title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t('contact.hero.text')}</p>
      <ContactForm />
    </section>
  )
}
