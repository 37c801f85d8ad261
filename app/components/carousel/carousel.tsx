import { ChevronLeft as ChevronLeftDrawing, ChevronRight as ChevronRightDrawing, Pause as PauseDrawing, Play as PlayDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { cn } from '~/lib/cn'
import { useCarousel } from './use-carousel'

const ChevronLeft = icon(ChevronLeftDrawing)
const ChevronRight = icon(ChevronRightDrawing)
const Pause = icon(PauseDrawing)
const Play = icon(PlayDrawing)

export type CarouselSlide = { key: string; content: ReactNode }

type CarouselProps = {
  label: string
  slides: readonly CarouselSlide[]
  /**
   * Tailwind classes setting `--per-view` per breakpoint, e.g.
   * `[--per-view:2] min-[576px]:[--per-view:3]` (static strings so Tailwind sees them).
   */
  perViewClassName: string
  gap: number
  loop: boolean
  autoplay: boolean
  className?: string
}

const SLIDE_WIDTH: CSSProperties = { width: 'calc((100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view))' }

const BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full border bg-card text-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:cursor-not-allowed disabled:opacity-40'

/**
 * A carousel on CSS scroll-snap: swiping and snapping are native, slide widths come from CSS so
 * the server HTML already shows the right number per view (no layout shift on hydration).
 */
export function Carousel({ label, slides, perViewClassName, gap, loop, autoplay, className }: CarouselProps) {
  const { t } = useI18n()
  const { trackRef, playing, setPlaying, step, edges, holdHandlers } = useCarousel({ loop, autoplay, count: slides.length })
  const { onFocus, onBlur, ...pointerHandlers } = holdHandlers

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    event.preventDefault()
    step(event.key === 'ArrowRight' ? 1 : -1)
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn(perViewClassName, className)}
      style={{ '--gap': `${gap}px` } as CSSProperties}
      {...pointerHandlers}
    >
      <div
        ref={trackRef}
        // Focusable so keyboard users can scroll it; arrow keys step one slide.
        tabIndex={0}
        aria-live={playing ? 'off' : 'polite'}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
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
        {/* A loop's copy of the slides, so it can run on past the last one (use-carousel.ts):
            hidden from assistive technology and out of the tab order. */}
        {loop &&
          slides.map((slide) => (
            <div key={`${slide.key}-copy`} aria-hidden="true" inert data-slot="carousel-copy" className="shrink-0 snap-start" style={SLIDE_WIDTH}>
              {slide.content}
            </div>
          ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        <button type="button" className={BUTTON} onClick={() => step(-1)} disabled={!loop && edges.start} aria-label={t('common.carousel.previous')}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        {autoplay ? (
          <button
            type="button"
            className={BUTTON}
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? t('common.carousel.pause') : t('common.carousel.play')}
            data-slot="carousel-play"
            data-playing={playing}
          >
            {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          </button>
        ) : null}
        <button type="button" className={BUTTON} onClick={() => step(1)} disabled={!loop && edges.end} aria-label={t('common.carousel.next')}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  )
}
