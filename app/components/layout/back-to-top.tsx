import { ArrowUp as ArrowUpDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { useScrolledPast } from './use-scrolled-past'

const ArrowUp = icon(ArrowUpDrawing)

/** SPEC §9: shown after 450 px of scrolling. */
export const BACK_TO_TOP_THRESHOLD_PX = 450

export function BackToTop() {
  const { t } = useI18n()
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX)
  const toTop = () => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    // Keyboard users continue from the top of the page, not from a button that just vanished.
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  // A zero-height dock at the end of <main>, stuck to the bottom of the window: the button floats
  // in the corner while the page scrolls and comes to rest above the footer, so it never covers
  // the footer's links, buttons or copyright line.
  return (
    <div className="pointer-events-none sticky bottom-0 z-[1030] h-0">
      <button
        type="button"
        onClick={toTop}
        data-visible={visible ? '' : undefined}
        tabIndex={visible ? 0 : -1}
        aria-hidden={visible ? undefined : true}
        className="back-to-top absolute end-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:opacity-90"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('backToTop')}</span>
      </button>
    </div>
  )
}
