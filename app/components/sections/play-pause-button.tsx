import { Pause as PauseDrawing, Play as PlayDrawing } from 'lucide'
import type { ComponentProps } from 'react'
import { icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'

const Pause = icon(PauseDrawing)
const Play = icon(PlayDrawing)

/**
 * The pause/play button of something that moves by itself (typed words, a carousel's autoplay).
 * It starts as "pause" (the motion runs); the section's script flips `data-playing` and the label
 * (`setPlaying` in app/section-scripts/on-page.ts), and CSS shows the matching icon.
 */
export function PlayPauseButton({ pauseLabel, playLabel, className, ...props }: { pauseLabel: string; playLabel: string } & ComponentProps<'button'>) {
  return (
    <button type="button" {...props} className={cn('group', className)} aria-label={pauseLabel} data-label-pause={pauseLabel} data-label-play={playLabel} data-playing="true">
      <Pause aria-hidden="true" className="size-4 group-data-[playing=false]:hidden" />
      <Play aria-hidden="true" className="size-4 group-data-[playing=true]:hidden" />
    </button>
  )
}
