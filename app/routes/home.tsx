import { EmailSignupForm } from '~/features/leads/email-signup-form'
import { handleLeadFormAction } from '~/features/leads/lead-form-action.server'
import { NewsSection } from '~/features/news/news-section'
import { loadNews } from '~/features/news/news.server'
import { routeMeta } from '~/features/seo/route-meta'
import { useI18n } from '~/features/i18n/i18n-context'
import { requireLanguage } from '~/features/i18n/language-route.server'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => routeMeta(matches, { path: '/', titleKey: 'meta.title.home' })

export function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(request, params.lang)
  // Not awaited: the page paints without waiting for a feed; news streams in when ready.
  return { news: loadNews(language) }
}

export function action(args: Route.ActionArgs) {
  return handleLeadFormAction(args)
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-20">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('home.hero.title')}</h1>
        <EmailSignupForm />
      </section>
      <NewsSection news={loaderData.news} />
    </>
  )
}
