import { Play as PlayDrawing } from 'lucide'
import { Button } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { CookieSettingsLink } from '~/features/consent/cookie-settings-link'
import type { SectionOf } from '~/features/content/page-schema'
import { useI18n } from '~/features/i18n/i18n-context'
import clickToLoadScript from '~/section-scripts/click-to-load?worker&url'
import * as HOOKS from '~/lib/frame-hooks'
import { Artwork } from './artwork'
import { SectionFrame } from './section-frame'
import { SectionScript } from '~/components/ui/section-script'

const Play = icon(PlayDrawing)

/** SPEC §9: the video's fallback size; the frame keeps its 16:9 shape at any width. */
const VIDEO_WIDTH = 1280
const VIDEO_HEIGHT = 720

/**
 * A video behind a click: the page shows its own poster and asks nothing of YouTube until the
 * visitor plays it, or has allowed external media in the consent settings (then the player of
 * YouTube's privacy-enhanced domain is put in place; app/section-scripts/click-to-load.ts).
 * Without JavaScript the play button opens the video on YouTube itself.
 */
export function VideoSection({ section, id }: { section: SectionOf<'video'>; id: string }) {
  const { t } = useI18n()
  const embed = `https://www.youtube-nocookie.com/embed/${section.youtubeId}`
  return (
    <SectionFrame id={id} heading={section}>
      <div {...{ [HOOKS.loadEmbed]: 'media' }}>
        <SectionScript src={clickToLoadScript} />
        <div className="relative mx-auto aspect-video max-w-4xl overflow-hidden rounded-2xl bg-muted shadow-lg" data-testid="video-frame">
          <template>
            <iframe
              src={`${embed}?rel=0`}
              {...{ [HOOKS.autoplaySrc]: `${embed}?autoplay=1&rel=0` }}
              title={section.videoTitle}
              width={VIDEO_WIDTH}
              height={VIDEO_HEIGHT}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 size-full border-0"
            />
          </template>
          <div {...{ [HOOKS.embedPreview]: '' }}>
            <Artwork art={section.poster} crop="aspect-video" className="absolute inset-0 size-full rounded-none" />
            <a
              href={`https://www.youtube.com/watch?v=${section.youtubeId}`}
              target="_blank"
              rel="noopener"
              {...{ [HOOKS.embedButton]: '' }}
              className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/10 p-4 text-center text-white hover:bg-black/20"
            >
              <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand text-[#04140a] shadow-xl transition group-hover:scale-105 motion-reduce:transition-none sm:size-20">
                <Play aria-hidden="true" className="size-8 translate-x-0.5 fill-current sm:size-10" />
              </span>
              <span className="rounded-full bg-black/70 px-4 py-1.5 text-sm font-semibold sm:text-base">{t('sections.video.play', { title: section.videoTitle })}</span>
            </a>
          </div>
        </div>
        <div className="mx-auto mt-4 flex max-w-4xl flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between" {...{ [HOOKS.embedNote]: '' }}>
          <p>
            {t('sections.video.note')} <CookieSettingsLink className="font-medium text-primary underline" />
          </p>
          <Button variant="outlinePrimary" size={null} className="shrink-0 px-3 py-2 font-semibold" {...{ [HOOKS.allowExternalMedia]: '', [HOOKS.awaitsScript]: '' }}>
            {t('sections.video.allowAlways')}
          </Button>
        </div>
      </div>
    </SectionFrame>
  )
}
