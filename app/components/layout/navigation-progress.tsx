import { useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'

/** SPEC §9 progress bar: #09B850, thick, no spinner; completes 200 ms after navigation ends. */
export const PROGRESS_COMPLETE_DELAY_MS = 200
/** How long the finished bar stays full before it fades (the "speed" of the original, ×20). */
const FADE_MS = 200

type Phase = 'idle' | 'loading' | 'done'

/**
 * A thin bar during client navigations. While loading it creeps towards 90 % in CSS (steps
 * that shrink as it grows, like the original's trickle); 200 ms after the navigation ends,
 * is cancelled or fails, it fills and fades.
 */
export function NavigationProgress() {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const [phase, setPhase] = useState<Phase>('idle')
  const started = useRef(false)

  useEffect(() => {
    if (busy) {
      started.current = true
      setPhase('loading')
      return
    }
    if (!started.current) return
    started.current = false
    let fade: ReturnType<typeof setTimeout> | undefined
    const complete = setTimeout(() => {
      setPhase('done')
      fade = setTimeout(() => setPhase('idle'), FADE_MS + 200)
    }, PROGRESS_COMPLETE_DELAY_MS)
    return () => {
      clearTimeout(complete)
      if (fade) clearTimeout(fade)
    }
  }, [busy])

  return (
    <div
      aria-hidden="true"
      data-phase={phase}
      className="navigation-progress pointer-events-none fixed inset-x-0 top-0 z-[2100] h-[3px]"
    >
      <div className="navigation-progress-bar h-full bg-[#09B850]" />
    </div>
  )
}
