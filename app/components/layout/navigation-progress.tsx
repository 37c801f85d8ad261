import { useEffect, useRef } from 'react'
import { useNavigation } from 'react-router'
import { progressEnded, progressStarted } from '~/frame/navigation-progress'
import * as HOOKS from '~/lib/frame-hooks'

/**
 * SPEC §9's progress bar, drawn on every page; it runs for React Router's navigations here and
 * for navigations between documents in the frame script, with one implementation of its timing
 * (app/frame/navigation-progress.ts). The phase is the frame module's to change: React renders
 * `idle` and never touches it again.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle'
  const started = useRef(false)

  useEffect(() => {
    if (busy) {
      started.current = true
      progressStarted()
    } else if (started.current) {
      started.current = false
      progressEnded()
    }
  }, [busy])

  return (
    <div
      aria-hidden="true"
      {...{ [HOOKS.navigationProgress]: '', [HOOKS.phase]: 'idle' }}
      className="navigation-progress pointer-events-none fixed inset-x-0 top-0 z-[2100] h-[3px]"
    >
      <div className="navigation-progress-bar h-full bg-[#09B850]" />
    </div>
  )
}
