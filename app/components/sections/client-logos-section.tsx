import { CLIENT_LOGOS } from '@content/client-logos'
import type { SectionOf } from '~/features/content/page-schema'
import { Carousel } from './carousel'
import { ClientLogoImage } from './client-logo'

/** SPEC §9: the home page's carousel (2, 3 from 576 px, 4, 5, 6 from 1200 px; 50 px apart; loops) and the contact page's slider (2–4, no loop). */
const VARIANTS = {
  wide: { perView: '[--per-view:2] min-[576px]:[--per-view:3] min-[768px]:[--per-view:4] min-[992px]:[--per-view:5] min-[1200px]:[--per-view:6]', gap: 50, loop: 'copies' },
  narrow: { perView: '[--per-view:2] min-[576px]:[--per-view:3] min-[768px]:[--per-view:4]', gap: 30, loop: false },
} as const

/** The client logos as an auto-playing carousel, light or dark by the theme. */
export function ClientLogosSection({ section, id }: { section: SectionOf<'clientLogos'>; id: string }) {
  const variant = VARIANTS[section.variant]
  return (
    // Not a <section>: the carousel is the region, named by the same heading.
    <div className="pb-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={id} className="mb-5 text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase">
          {section.title}
        </h2>
        <Carousel
          label={section.title}
          slides={CLIENT_LOGOS.map((logo) => ({ key: logo.name, content: <ClientLogoImage logo={logo} /> }))}
          perViewClassName={variant.perView}
          gap={variant.gap}
          loop={variant.loop}
          autoplay
        />
      </div>
    </div>
  )
}
