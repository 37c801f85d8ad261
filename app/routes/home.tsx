import { HydrateInTurn } from '~/components/hydration/hydrate-in-turn'
import { CallToAction } from '~/features/home/call-to-action'
import { FeatureGroup } from '~/features/home/feature-group'
import { Hero } from '~/features/home/hero'
import { HowWeWork } from '~/features/home/how-we-work'
import { StatsSection } from '~/features/home/stats-section'
import { WhatWeDo } from '~/features/home/what-we-do'
import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { NewsSection } from '~/features/news/news-section'
import { loadNews } from '~/features/news/news.server'
import { pageMeta } from '~/features/seo/page-meta'
import { publicPageHeaders } from '~/lib/http-cache'
import type { HydrationHandle } from '~/lib/page-hydration'
import type { Route } from './+types/home'

/** React in the browser (docs/decisions/021): the typed hero, the count-up figures, the news and client carousels, the lead forms with their toasts. */
export const handle: HydrationHandle = { hydrate: true }

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: '/', titleKey: 'meta.title.home' })

export function loader({ request, params }: Route.LoaderArgs) {
  const { language, texts } = loadPageTexts(request, params.lang, 'home')
  // Not awaited: the page paints without waiting for a feed; news streams in when ready.
  return { texts, news: loadNews(language), year: new Date().getFullYear() }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // Section order follows SPEC §2 (home page).
  return (
    <PageTexts json={loaderData.texts}>
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
    </PageTexts>
  )
}
