import { Pause as PauseDrawing, Play as PlayDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { useEffect, useMemo, useState } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { CATEGORY_LABEL_KEYS, SERVICE_CATEGORIES } from './categories'
import { useTypewriter } from './use-typewriter'

const Pause = icon(PauseDrawing)
const Play = icon(PlayDrawing)

/**
 * The typed, rotating service category of the hero headline. Screen readers get one static
 * sentence instead of the changing letters; the animation can be paused and does not run under
 * prefers-reduced-motion. The word is last on its line and its box has a fixed minimum width, so
 * typing never moves other content (no layout shift).
 */
export function TypedCategories() {
  const { t } = useI18n()
  const words = useMemo(() => SERVICE_CATEGORIES.map((category) => t(CATEGORY_LABEL_KEYS[category])), [t])
  const [enabled, setEnabled] = useState(true)
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setEnabled(false)
  }, [])
  const text = useTypewriter(words, enabled)

  return (
    <p className="mt-5 flex flex-wrap items-center gap-x-2 text-2xl font-semibold">
      <span className="sr-only">{t('home.hero.typedAll')}</span>
      <span aria-hidden="true" className="text-muted-foreground">
        {t('home.hero.typedPrefix')}
      </span>
      {/* Pause button and word wrap together; the button comes first, right after the prefix, so
          it stays next to the text whatever the word's length, and the typing moves nothing. */}
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        <button
          type="button"
          onClick={() => setEnabled(!enabled)}
          className="inline-flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={enabled ? t('home.hero.pauseTyping') : t('home.hero.playTyping')}
          data-slot="typing-toggle"
        >
          {enabled ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        </button>
        <span aria-hidden="true" className="inline-flex min-w-[11ch] items-center text-primary" data-testid="typed-category">
          <span>{text}</span>
          <span className="ml-0.5 inline-block h-[1.1em] w-[3px] animate-pulse bg-primary motion-reduce:hidden" />
        </span>
      </span>
    </p>
  )
}
