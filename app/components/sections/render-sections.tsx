import { ContactFormSection } from '~/features/contact/contact-form-section'
import { OfficeLocations } from '~/features/contact/office-locations'
import type { ContentPageView, SectionView } from '~/features/content/content-view'
import { HowWeWork } from '~/features/home/how-we-work'
import { EmailSignupSection, LeadFormSection } from './lead-form-section'
import { CollectionSection } from './collection-section'
import { HelpCenterSection } from './help-center-section'
import { HeroSection } from './hero-section'
import { ItemSection } from './item-section'
import { PricingSection } from './pricing-section'
import { CtaSection, FaqSection, FeaturesSection, LogoWall, SplitSection, StatsSection, TeamSection, TestimonialsSection, TimelineSection } from './simple-sections'

function SectionSwitch({ section, id, page }: { section: SectionView; id: string; page: ContentPageView }) {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} crumbs={page.crumbs} />
    case 'features':
      return <FeaturesSection section={section} id={id} />
    case 'split':
      return <SplitSection section={section} id={id} />
    case 'stats':
      return <StatsSection section={section} id={id} />
    case 'timeline':
      return <TimelineSection section={section} id={id} />
    case 'logos':
      return <LogoWall section={section} id={id} />
    case 'testimonials':
      return <TestimonialsSection section={section} id={id} />
    case 'team':
      return <TeamSection section={section} id={id} />
    case 'collection':
      return <CollectionSection section={section} id={id} />
    case 'pricing':
      return <PricingSection section={section} id={id} />
    case 'faq':
      return <FaqSection section={section} id={id} />
    case 'helpCenter':
      return <HelpCenterSection section={section} id={id} />
    case 'cta':
      return <CtaSection section={section} id={id} />
    case 'contactForm':
      return <ContactFormSection />
    case 'offices':
      return <OfficeLocations />
    case 'howWeWork':
      return <HowWeWork />
    case 'emailSignup':
      return <EmailSignupSection section={section} id={id} />
    case 'leadForm':
      return <LeadFormSection section={section} id={id} position={page.itemTitle} />
    case 'item':
    case 'document':
      return <ItemSection section={section} />
  }
}

/** A content page: its sections in the order of its content file. */
export function ContentSections({ page }: { page: ContentPageView }) {
  return (
    <>
      {page.sections.map((section, index) => (
        <SectionSwitch key={index} section={section} id={('anchor' in section && section.anchor) || `section-${index}`} page={page} />
      ))}
    </>
  )
}
