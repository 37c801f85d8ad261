import { ChevronLeft as ChevronLeftDrawing, ChevronRight as ChevronRightDrawing } from 'lucide'
import type { CSSProperties, ReactNode } from 'react'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { cn } from '~/lib/cn'
import carouselScript from '~/section-scripts/carousel?worker&url'
import { HOOKS } from '~/section-scripts/section-hooks'
import { PlayPauseButton } from './play-pause-button'
import { SectionScript } from './section-script'

const ChevronLeft = icon(ChevronLeftDrawing)
const ChevronRight = icon(ChevronRightDrawing)

export type CarouselSlide = { key: string; content: ReactNode }

/** How a carousel goes on past its last slide: `copies` runs on into a copy of the slides, `rewind` goes back to the first. */
export type CarouselLoop = 'copies' | 'rewind' | false

type CarouselProps = {
  label: string
  slides: readonly CarouselSlide[]
  /**
   * Tailwind classes setting `--per-view` per breakpoint, e.g.
   * `[--per-view:2] min-[576px]:[--per-view:3]` (static strings so Tailwind sees them).
   */
  perViewClassName: string
  gap: number
  loop: CarouselLoop
  autoplay: boolean
  className?: string
}

const SLIDE_WIDTH: CSSProperties = { width: 'calc((100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view))' }

export const CAROUSEL_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full border bg-card text-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:cursor-not-allowed disabled:opacity-40'

/**
 * A carousel on CSS scroll-snap: swiping and snapping are native, slide widths come from CSS so
 * the HTML already shows the right number per view. The buttons, arrow keys and autoplay come
 * from a small script (app/section-scripts/carousel.ts); without it the track still scrolls.
 */
export function Carousel({ label, slides, perViewClassName, gap, loop, autoplay, className }: CarouselProps) {
  const { t } = useI18n()
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn(perViewClassName, className)}
      style={{ '--gap': `${gap}px` } as CSSProperties}
      {...{ [HOOKS.carousel]: loop || '' }}
      data-count={slides.length}
    >
      <SectionScript src={carouselScript} />
      <div
        // Focusable so keyboard users can scroll it; arrow keys step one slide.
        tabIndex={0}
        aria-live={autoplay ? 'off' : 'polite'}
        {...{ [HOOKS.carouselTrack]: '' }}
        data-slot="carousel-track"
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-lg [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        style={{ gap: 'var(--gap)' }}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={t('common.carousel.slide', { index: index + 1, count: slides.length })}
            data-slot="carousel-slide"
            className="shrink-0 snap-start"
            style={SLIDE_WIDTH}
          >
            {slide.content}
          </div>
        ))}
        {/* A loop's copy of the slides, so it can run on past the last one (carousel.ts):
            hidden from assistive technology and out of the tab order. */}
        {loop === 'copies' &&
          slides.map((slide) => (
            <div key={`${slide.key}-copy`} aria-hidden="true" inert data-slot="carousel-copy" className="shrink-0 snap-start" style={SLIDE_WIDTH}>
              {slide.content}
            </div>
          ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        <button type="button" className={CAROUSEL_BUTTON} disabled={!loop} aria-label={t('common.carousel.previous')} {...{ [HOOKS.carouselStep]: '-1' }}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        {autoplay ? (
          <PlayPauseButton
            className={CAROUSEL_BUTTON}
            pauseLabel={t('common.carousel.pause')}
            playLabel={t('common.carousel.play')}
            data-slot="carousel-play"
            {...{ [HOOKS.carouselPlay]: '' }}
          />
        ) : null}
        <button type="button" className={CAROUSEL_BUTTON} aria-label={t('common.carousel.next')} {...{ [HOOKS.carouselStep]: '1' }}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  )
}
