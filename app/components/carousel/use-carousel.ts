import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react'
import { animateScrollLeft, AUTOPLAY_DELAY_MS, loopStep, nextScrollLeft, prefersReducedMotion, SLIDE_SPEED_MS } from './scroll-animation'

/** `count`: the slides; with `loop` the track holds them twice (carousel.tsx), the copy after them. */
type Options = { loop: boolean; autoplay: boolean; count: number }

/**
 * Behaviour of a scroll-snap carousel: the browser does the layout, swiping and snapping; this
 * adds stepping (buttons, arrow keys), autoplay every 3 s that pauses on hover, focus, touch,
 * a hidden tab or the visitor's pause button, and is off under prefers-reduced-motion.
 */
export function useCarousel({ loop, autoplay, count }: Options) {
  const trackRef = useRef<HTMLDivElement>(null)
  // Server HTML and first paint assume autoplay; reduced motion turns it off right after hydration.
  const [playing, setPlaying] = useState(autoplay)
  const [edges, setEdges] = useState({ start: true, end: false })
  const hold = useRef({ hover: false, focus: false, touch: false })

  const step = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current
      const first = track?.firstElementChild as HTMLElement | null
      if (!track || !first) return
      const gap = parseFloat(getComputedStyle(track).columnGap) || 0
      const duration = prefersReducedMotion() ? 0 : SLIDE_SPEED_MS
      if (loop) {
        const move = loopStep(track.scrollLeft, first.offsetWidth + gap, count * (first.offsetWidth + gap), direction)
        if (!move) return
        // An invisible jump to the identical picture in the other set, then the usual slide.
        if (move.from !== track.scrollLeft) animateScrollLeft(track, move.from, 0)
        animateScrollLeft(track, move.to, duration)
        return
      }
      const max = track.scrollWidth - track.clientWidth
      const target = nextScrollLeft(track.scrollLeft, first.offsetWidth + gap, max, direction, loop)
      if (target === null) return
      animateScrollLeft(track, target, duration)
    },
    [loop, count],
  )

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false)
  }, [])

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    let frame = 0
    const update = () => {
      frame = 0
      const max = track.scrollWidth - track.clientWidth
      setEdges({ start: track.scrollLeft <= 2, end: track.scrollLeft >= max - 2 })
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // Measured in the next frame, not during hydration, where it would force a layout.
    onScroll()
    track.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      track.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])

  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => {
      const track = trackRef.current
      const held = hold.current
      if (!track || document.hidden || held.hover || held.focus || held.touch) return
      const max = track.scrollWidth - track.clientWidth
      // A loop runs on; without loop, autoplay rewinds to the first slide at the end (as the
      // slider library does).
      if (!loop && track.scrollLeft >= max - 2) animateScrollLeft(track, 0, SLIDE_SPEED_MS)
      else step(1)
    }, AUTOPLAY_DELAY_MS)
    return () => window.clearInterval(timer)
  }, [playing, step, loop])

  const holdHandlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') hold.current.hover = true
    },
    onPointerLeave: () => {
      hold.current.hover = false
    },
    onTouchStart: () => {
      hold.current.touch = true
    },
    onTouchEnd: () => {
      // Resume a moment after the finger lifts, once the swipe has settled.
      window.setTimeout(() => (hold.current.touch = false), AUTOPLAY_DELAY_MS)
    },
    onFocus: () => {
      hold.current.focus = true
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold.current.focus = false
    },
  }

  return { trackRef, playing, setPlaying, step, edges, holdHandlers }
}
