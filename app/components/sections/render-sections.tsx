import { lazy, type ComponentType } from 'react'
import type { ContentPageView, SectionView } from '~/features/content/content-view'
import type { PageNewsItem } from '~/features/news/news-types'
import { ContactHero } from './contact-hero'
import { ContentIconsContext } from './content-icon'
import { HeroSection } from './hero-section'
import { estimatedHeight, estimatedHeightStyle } from './section-estimates'
import { SignupHero } from './signup-hero'

type SectionProps = { section: SectionView; id: string; page: ContentPageView; news?: Promise<PageNewsItem[]> }

/**
 * Each kind of section is its own chunk: a React page that navigates here loads the code of the
 * sections it shows, not of the whole library. The server renders them completely (no Suspense
 * boundary, so the HTML never holds a placeholder). The heroes, always first and in view, come
 * with the route.
 */
const lazySection = <P,>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }))

/** The heroes (rendered with the route) and the news (it needs the loader's promise) are drawn by SectionSwitch itself. */
type LibrarySection = Exclude<SectionView['type'], 'hero' | 'signupHero' | 'contactHero' | 'news'>
type SectionComponent<K extends LibrarySection> = ComponentType<{ section: Extract<SectionView, { type: K }>; id: string; position?: string }>

/** A section type of the content schema without a component here fails to compile (`satisfies`). */

const SECTIONS = {
  features: lazySection(() => import('./simple-sections').then((m) => m.FeaturesSection)),
  split: lazySection(() => import('./simple-sections').then((m) => m.SplitSection)),
  stats: lazySection(() => import('./simple-sections').then((m) => m.StatsSection)),
  timeline: lazySection(() => import('./simple-sections').then((m) => m.TimelineSection)),
  logos: lazySection(() => import('./simple-sections').then((m) => m.LogoWall)),
  clientLogos: lazySection(() => import('./client-logos-section').then((m) => m.ClientLogosSection)),
  testimonials: lazySection(() => import('./simple-sections').then((m) => m.TestimonialsSection)),
  team: lazySection(() => import('./simple-sections').then((m) => m.TeamSection)),
  cta: lazySection(() => import('./simple-sections').then((m) => m.CtaSection)),
  video: lazySection(() => import('./video-section').then((m) => m.VideoSection)),
  faq: lazySection(() => import('./simple-sections').then((m) => m.FaqSection)),
  collection: lazySection(() => import('./collection-section').then((m) => m.CollectionSection)),
  pricing: lazySection(() => import('./pricing-section').then((m) => m.PricingSection)),
  helpCenter: lazySection(() => import('./help-center-section').then((m) => m.HelpCenterSection)),
  screens: lazySection(() => import('./screens-section').then((m) => m.ScreensSection)),
  contactForm: lazySection(() => import('./contact-form-section').then((m) => m.ContactFormSection)),
  offices: lazySection(() => import('./offices-section').then((m) => m.OfficesSection)),
  howWeWork: lazySection(() => import('./how-we-work-section').then((m) => m.HowWeWorkSection)),
  emailSignup: lazySection(() => import('./lead-form-section').then((m) => m.EmailSignupSection)),
  leadForm: lazySection(() => import('./lead-form-section').then((m) => m.LeadFormSection)),
  item: lazySection(() => import('./item-section').then((m) => m.ItemSection)),
  document: lazySection(() => import('./item-section').then((m) => m.ItemSection)),
} satisfies { [K in LibrarySection]: SectionComponent<K> }

const NewsSection = lazySection(() => import('./news-section').then((m) => m.NewsSection))

function SectionSwitch({ section, id, page, news }: SectionProps) {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} crumbs={page.crumbs} />
    case 'signupHero':
      return <SignupHero section={section} />
    case 'contactHero':
      return <ContactHero section={section} />
    case 'news':
      return news ? <NewsSection section={section} id={id} news={news} /> : null
    default: {
      // TypeScript cannot pair a union's member with its own entry of the map (each entry is
      // checked against its type above), so the one component is typed for the whole union here.
      const Section = SECTIONS[section.type] as SectionComponent<LibrarySection>
      return <Section section={section} id={id} position={section.type === 'leadForm' ? page.itemTitle : undefined} />
    }
  }
}

/**
 * The hero and the section after it are in or at the first screen (a carousel there starts at
 * once); from the third on, a section with an estimated height renders when it comes near.
 */
const FIRST_SECTION_BELOW_THE_FOLD = 2

/**
 * A content page: its sections in the order of its content file, in the page's colour scheme.
 * `news`: the latest news of the page's language, when the page has a news section.
 */
export function ContentSections({ page, news }: { page: ContentPageView; news?: Promise<PageNewsItem[]> }) {
  return (
    <ContentIconsContext value={page.icons}>
      <div data-tone={page.tone}>
        {page.sections.map((section, index) => {
          const drawn = <SectionSwitch key={index} section={section} id={('anchor' in section && section.anchor) || `section-${index}`} page={page} news={news} />
          const estimate = index >= FIRST_SECTION_BELOW_THE_FOLD ? estimatedHeight(section) : undefined
          return estimate ? (
            <div key={index} className="render-when-near" style={estimatedHeightStyle(estimate)}>
              {drawn}
            </div>
          ) : (
            drawn
          )
        })}
      </div>
    </ContentIconsContext>
  )
}
