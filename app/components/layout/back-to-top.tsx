import { ArrowUp as ArrowUpDrawing } from 'lucide'
import { Button } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import * as HOOKS from '~/lib/frame-hooks'

const ArrowUp = icon(ArrowUpDrawing)

/**
 * SPEC §9: shown after 450 px of scrolling. The frame script (app/frame/scroll-state.ts) shows it
 * and scrolls to the top; until then it is hidden from everyone (its attributes here never change,
 * so React never undoes the script's).
 */
export function BackToTop() {
  const { t } = useI18n()
  // A zero-height dock at the end of <main>, stuck to the bottom of the window: the button floats
  // in the corner while the page scrolls and comes to rest above the footer, so it never covers
  // the footer's links, buttons or copyright line.
  return (
    <div className="pointer-events-none sticky bottom-0 z-[1030] h-0">
      <Button size="iconLg" shape="pill" {...{ [HOOKS.backToTop]: '' }} tabIndex={-1} aria-hidden className="back-to-top absolute end-4 bottom-4 shadow-lg">
        <ArrowUp aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('backToTop')}</span>
      </Button>
    </div>
  )
}
