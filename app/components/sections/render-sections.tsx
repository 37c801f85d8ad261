import { lazy, type ComponentType } from 'react'
import type { ContentPageView, SectionView } from '~/features/content/content-view'
import { ContentIconsContext } from './content-icon'
import { HeroSection } from './hero-section'

type SectionProps = { section: SectionView; id: string; page: ContentPageView }

/**
 * Each kind of section is its own chunk: a page loads the code of the sections it shows, not of
 * the whole library (a pricing page needs no job list). The server renders them completely (no
 * Suspense boundary, so the HTML never holds a placeholder); in the browser, hydration waits for
 * the page's few section chunks. The hero, always first and in view, comes with the route.
 */
const lazySection = <P,>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }))

const SECTIONS = {
  features: lazySection(() => import('./simple-sections').then((m) => m.FeaturesSection)),
  split: lazySection(() => import('./simple-sections').then((m) => m.SplitSection)),
  stats: lazySection(() => import('./simple-sections').then((m) => m.StatsSection)),
  timeline: lazySection(() => import('./simple-sections').then((m) => m.TimelineSection)),
  logos: lazySection(() => import('./simple-sections').then((m) => m.LogoWall)),
  testimonials: lazySection(() => import('./simple-sections').then((m) => m.TestimonialsSection)),
  team: lazySection(() => import('./simple-sections').then((m) => m.TeamSection)),
  cta: lazySection(() => import('./simple-sections').then((m) => m.CtaSection)),
  video: lazySection(() => import('./video-section').then((m) => m.VideoSection)),
  faq: lazySection(() => import('./simple-sections').then((m) => m.FaqSection)),
  collection: lazySection(() => import('./collection-section').then((m) => m.CollectionSection)),
  pricing: lazySection(() => import('./pricing-section').then((m) => m.PricingSection)),
  helpCenter: lazySection(() => import('./help-center-section').then((m) => m.HelpCenterSection)),
  screens: lazySection(() => import('./screens-section').then((m) => m.ScreensSection)),
  contactForm: lazySection(() => import('~/features/contact/contact-form-section').then((m) => m.ContactFormSection)),
  offices: lazySection(() => import('~/features/contact/office-locations').then((m) => m.OfficeLocations)),
  howWeWork: lazySection(() => import('~/features/home/how-we-work').then((m) => m.HowWeWork)),
  emailSignup: lazySection(() => import('./lead-form-section').then((m) => m.EmailSignupSection)),
  leadForm: lazySection(() => import('./lead-form-section').then((m) => m.LeadFormSection)),
  item: lazySection(() => import('./item-section').then((m) => m.ItemSection)),
  document: lazySection(() => import('./item-section').then((m) => m.ItemSection)),
} as unknown as Record<Exclude<SectionView['type'], 'hero'>, ComponentType<{ section: SectionView; id: string; position?: string }>>

/**
 * Which sections need React in the browser (docs/decisions/021). A page of sections that do not is
 * sent as HTML without React: links, forms (they post without JavaScript), `<details>` and CSS do
 * all their work. Every section type must answer (a new one fails to compile until it does).
 */
export const SECTION_NEEDS_BROWSER: Record<SectionView['type'], boolean> = {
  hero: false,
  features: false,
  split: false,
  stats: false,
  timeline: false,
  logos: false,
  testimonials: false,
  team: false,
  cta: false,
  // The player loads on a click or with the visitor's consent to external media, which can change on the page.
  video: true,
  faq: false,
  collection: false,
  pricing: false,
  helpCenter: false,
  screens: false,
  contactForm: false,
  // The map loads on a click (the contact page's map).
  offices: true,
  howWeWork: false,
  emailSignup: false,
  leadForm: false,
  item: false,
  document: false,
}

/** Whether a content page needs React: one of its sections does. */
export function contentPageNeedsReact(page: ContentPageView): boolean {
  return page.sections.some((section) => SECTION_NEEDS_BROWSER[section.type])
}

function SectionSwitch({ section, id, page }: SectionProps) {
  if (section.type === 'hero') return <HeroSection section={section} crumbs={page.crumbs} />
  const Section = SECTIONS[section.type]
  return <Section section={section} id={id} position={section.type === 'leadForm' ? page.itemTitle : undefined} />
}

/** A content page: its sections in the order of its content file, in the page's colour scheme. */
export function ContentSections({ page }: { page: ContentPageView }) {
  return (
    <ContentIconsContext value={page.icons}>
      <div data-tone={page.tone}>
        {page.sections.map((section, index) => (
          <SectionSwitch key={index} section={section} id={('anchor' in section && section.anchor) || `section-${index}`} page={page} />
        ))}
      </div>
    </ContentIconsContext>
  )
}
