import { ChevronLeft as ChevronLeftDrawing, ChevronRight as ChevronRightDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { useRef, type KeyboardEvent } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import type { BlogCard } from './blog-card'
import { NewsCard } from './news-card'

const ChevronLeft = icon(ChevronLeftDrawing)
const ChevronRight = icon(ChevronRightDrawing)

const GAP_PX = 30

/**
 * The news slider (SPEC §9): CSS scroll-snap, 30 px gap, 1 card per view, 2 from 768 px, 3 from
 * 992 px; prev/next wrap around (loop). No carousel library: the browser does the scrolling.
 */
export function NewsSlider({ cards }: { cards: readonly BlogCard[] }) {
  const { t } = useI18n()
  const track = useRef<HTMLUListElement>(null)

  function step(direction: 1 | -1) {
    const element = track.current
    if (!element) return
    const slide = element.firstElementChild as HTMLElement | null
    const distance = (slide?.offsetWidth ?? element.clientWidth) + GAP_PX
    const max = element.scrollWidth - element.clientWidth
    const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
    // Loop: past the last card comes the first again, before the first the last.
    if (direction === 1 && element.scrollLeft >= max - 4) element.scrollTo({ left: 0, behavior })
    else if (direction === -1 && element.scrollLeft <= 4) element.scrollTo({ left: max, behavior })
    else element.scrollBy({ left: direction * distance, behavior })
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      step(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      step(-1)
    }
  }

  const buttonClass =
    'inline-flex size-11 items-center justify-center rounded-full border bg-card text-foreground shadow-sm transition-colors hover:bg-primary hover:text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

  return (
    <div role="region" aria-roledescription="carousel" aria-label={t('news.slider.label')} onKeyDown={onKeyDown}>
      <ul
        ref={track}
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
          <button type="button" className={buttonClass} onClick={() => step(-1)} aria-label={t('news.slider.previous')}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={buttonClass} onClick={() => step(1)} aria-label={t('news.slider.next')}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
