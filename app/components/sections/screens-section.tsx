import { StoreBadges } from '~/components/layout/store-badges'
import type { SectionOf } from '~/features/content/page-schema'
import { Artwork } from './artwork'
import { SectionFrame } from './section-frame'

/**
 * A tour of an app: its screens as drawn phones in a strip that scrolls and snaps (CSS only), with
 * a caption each, and the store badges below.
 */
export function ScreensSection({ section, id }: { section: SectionOf<'screens'>; id: string }) {
  return (
    <SectionFrame id={id} heading={section} tinted>
      {/* Focusable so keyboard users can scroll the strip; named by the section heading. */}
      <ol tabIndex={0} aria-labelledby={id} className="-mx-4 flex snap-x snap-mandatory gap-6 overflow-x-auto px-4 pb-4 [scrollbar-width:thin] lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0">
        {section.items.map((screen) => (
          <li key={screen.title} className="w-64 shrink-0 snap-start sm:w-72 lg:w-auto">
            <figure>
              <Artwork art={screen.art} className="bg-card" />
              <figcaption className="mt-4">
                <span className="block font-semibold">{screen.title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{screen.text}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
      {section.storeBadges && (
        <div className="mt-8 flex justify-center">
          <StoreBadges />
        </div>
      )}
    </SectionFrame>
  )
}
