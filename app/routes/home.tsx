import { routeMeta } from '~/features/seo/route-meta'
import { useI18n } from '~/features/i18n/i18n-context'
import { requireLanguage } from '~/features/i18n/language-route.server'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => routeMeta(matches, { path: '/', titleKey: 'meta.title.home' })

export function loader({ request, params }: Route.LoaderArgs) {
  requireLanguage(request, params.lang)
  return null
}

export default function Home() {
  const { t } = useI18n()
  return (
    <section className="mx-auto max-w-6xl px-4 py-20">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('home.hero.title')}</h1>
    </section>
  )
}
