import { ChevronLeft as ChevronLeftDrawing, ChevronRight as ChevronRightDrawing } from 'lucide'
import type { CSSProperties, ReactNode } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { cn } from '~/lib/cn'
import carouselScript from '~/section-scripts/carousel?worker&url'
import * as HOOKS from '~/lib/frame-hooks'
import { PlayPauseButton } from './play-pause-button'
import { SectionScript } from '~/components/ui/section-script'

const ChevronLeft = icon(ChevronLeftDrawing)
const ChevronRight = icon(ChevronRightDrawing)

type CarouselSlide = { key: string; content: ReactNode }

/** How a carousel goes on past its last slide: `copies` runs on into a copy of the slides, `rewind` goes back to the first. */
type CarouselLoop = 'copies' | 'rewind' | false

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
      {...{ [HOOKS.carousel]: loop || '', [HOOKS.count]: slides.length }}
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
        <Button variant="secondary" size="iconLg" shape="pill" disabled={!loop} aria-label={t('common.carousel.previous')} {...{ [HOOKS.carouselStep]: '-1' }}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        {autoplay ? (
          <PlayPauseButton
            className={buttonClasses({ variant: 'secondary', size: 'iconLg', shape: 'pill' })}
            pauseLabel={t('common.carousel.pause')}
            playLabel={t('common.carousel.play')}
            data-slot="carousel-play"
            {...{ [HOOKS.carouselPlay]: '' }}
          />
        ) : null}
        <Button variant="secondary" size="iconLg" shape="pill" aria-label={t('common.carousel.next')} {...{ [HOOKS.carouselStep]: '1' }}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </div>
  )
}
