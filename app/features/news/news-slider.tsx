import { ChevronLeft as ChevronLeftDrawing, ChevronRight as ChevronRightDrawing } from 'lucide'
import { Button } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { SectionScript } from '~/components/ui/section-script'
import carouselScript from '~/section-scripts/carousel?worker&url'
import * as HOOKS from '~/lib/frame-hooks'
import type { BlogCard } from './blog-card'
import { NewsCard } from './news-card'

const ChevronLeft = icon(ChevronLeftDrawing)
const ChevronRight = icon(ChevronRightDrawing)

/**
 * The news slider (SPEC §9): CSS scroll-snap, 30 px gap, 1 card per view, 2 from 768 px, 3 from
 * 992 px; prev/next wrap around (loop) with the carousels' script (app/section-scripts/carousel.ts).
 */
export function NewsSlider({ cards }: { cards: readonly BlogCard[] }) {
  const { t } = useI18n()
  return (
    <div role="region" aria-roledescription="carousel" aria-label={t('news.slider.label')} {...{ [HOOKS.carousel]: 'rewind' }}>
      <SectionScript src={carouselScript} />
      <ul
        {...{ [HOOKS.carouselTrack]: '' }}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-[30px] overflow-x-auto overscroll-x-contain px-4 pt-1 pb-6 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {cards.map((card, index) => (
          <li
            key={`${card.url}-${index}`}
            aria-roledescription="slide"
            aria-label={t('news.slider.slide', { index: index + 1, count: cards.length })}
            className="w-full shrink-0 snap-start min-[768px]:w-[calc((100%-30px)/2)] min-[992px]:w-[calc((100%-60px)/3)]"
          >
            <NewsCard card={card} />
          </li>
        ))}
      </ul>
      {cards.length > 1 ? (
        <div className="mt-2 flex justify-center gap-3">
          <Button variant="secondary" size="iconLg" shape="pill" className="shadow-sm" aria-label={t('news.slider.previous')} {...{ [HOOKS.carouselStep]: '-1' }}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="secondary" size="iconLg" shape="pill" className="shadow-sm" aria-label={t('news.slider.next')} {...{ [HOOKS.carouselStep]: '1' }}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      ) : null}
    </div>
  )
}
