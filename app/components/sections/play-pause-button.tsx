import { Pause as PauseDrawing, Play as PlayDrawing } from 'lucide'
import type { ComponentProps } from 'react'
import { icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'
import * as HOOKS from '~/lib/frame-hooks'

const Pause = icon(PauseDrawing)
const Play = icon(PlayDrawing)

/**
 * The pause/play button of something that moves by itself (typed words, a carousel's autoplay).
 * It starts as "pause" (the motion runs); the section's script flips its `playing` hook and the label
 * (`setPlaying` in app/section-scripts/on-page.ts), and CSS shows the matching icon.
 */
export function PlayPauseButton({ pauseLabel, playLabel, className, ...props }: { pauseLabel: string; playLabel: string } & ComponentProps<'button'>) {
  return (
    <button type="button" {...props} className={cn('group', className)} aria-label={pauseLabel} {...{ [HOOKS.labelPause]: pauseLabel, [HOOKS.labelPlay]: playLabel, [HOOKS.playing]: 'true' }}>
      <Pause aria-hidden="true" className="size-4 group-data-[playing=false]:hidden" />
      <Play aria-hidden="true" className="size-4 group-data-[playing=true]:hidden" />
    </button>
  )
}
