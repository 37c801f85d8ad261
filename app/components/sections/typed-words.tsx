import type { SectionOf } from '~/features/content/page-schema'
import { buttonClasses } from '~/components/ui/button'
import { useI18n } from '~/features/i18n/i18n-context'
import typedWordsScript from '~/section-scripts/typed-words?worker&url'
import * as HOOKS from '~/lib/frame-hooks'
import { PlayPauseButton } from './play-pause-button'
import { SectionScript } from '~/components/ui/section-script'

/**
 * A prefix and a typed, rotating word after it (app/section-scripts/typed-words.ts). Screen
 * readers get one static sentence instead of the changing letters; the pause button appears when
 * the script runs (its place is kept, so nothing moves), and the word's box has a minimum width,
 * so typing never moves other content.
 */
export function TypedWords({ typed }: { typed: SectionOf<'signupHero'>['typed'] }) {
  const { t } = useI18n()
  return (
    <p className="mt-5 flex flex-wrap items-center gap-x-2 text-2xl font-semibold" {...{ [HOOKS.typed]: JSON.stringify(typed.words) }}>
      <SectionScript src={typedWordsScript} />
      <span className="sr-only">{typed.sentence}</span>
      <span aria-hidden="true" className="text-muted-foreground">
        {typed.prefix}
      </span>
      {/* The button comes first, right after the prefix, so it stays next to the text whatever the word's length. */}
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        <PlayPauseButton
          className={buttonClasses({ variant: 'ghost', shape: 'pill', size: null, className: 'size-8 text-muted-foreground hover:text-foreground' })}
          pauseLabel={t('sections.typed.pause')}
          playLabel={t('sections.typed.play')}
          data-slot="typing-toggle"
          {...{ [HOOKS.typedToggle]: '', [HOOKS.awaitsScript]: '' }}
        />
        <span aria-hidden="true" className="inline-flex min-w-[11ch] items-center text-primary" data-testid="typed-category">
          <span {...{ [HOOKS.typedText]: '' }}>{typed.words[0]}</span>
          <span className="ml-0.5 inline-block h-[1.1em] w-[3px] animate-caret-blink bg-primary motion-reduce:hidden" />
        </span>
      </span>
    </p>
  )
}
