import { HydrateInTurn } from '~/components/hydration/hydrate-in-turn'
import { CallToAction } from '~/features/home/call-to-action'
import { FeatureGroup } from '~/features/home/feature-group'
import { Hero } from '~/features/home/hero'
import { HowWeWork } from '~/features/home/how-we-work'
import { StatsSection } from '~/features/home/stats-section'
import { WhatWeDo } from '~/features/home/what-we-do'
import { handleLeadFormAction } from '~/features/leads/lead-form-action.server'
import { NewsSection } from '~/features/news/news-section'
import { loadNews } from '~/features/news/news.server'
import { routeMeta } from '~/features/seo/route-meta'
import { requireLanguage } from '~/features/i18n/language-route.server'
import type { Route } from './+types/home'
import { publicPageHeaders } from '~/lib/http-cache'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) => routeMeta(matches, { path: '/', titleKey: 'meta.title.home' })

export function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(request, params.lang)
  // Not awaited: the page paints without waiting for a feed; news streams in when ready.
  return { news: loadNews(language), year: new Date().getFullYear() }
}

export function action(args: Route.ActionArgs) {
  return handleLeadFormAction(args)
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // Section order follows SPEC §2 (home page).
  return (
    <HydrateInTurn
      sections={[
        <Hero key="hero" />,
        <FeatureGroup key="features" />,
        <StatsSection key="stats" year={loaderData.year} />,
        <WhatWeDo key="what-we-do" />,
        <HowWeWork key="how-we-work" />,
        <NewsSection key="news" news={loaderData.news} />,
        <CallToAction key="call-to-action" />,
      ]}
    />
  )
}
