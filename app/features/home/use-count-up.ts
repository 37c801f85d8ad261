import { useEffect, useRef } from 'react'

export const COUNT_UP_DURATION_MS = 2000

/**
 * Counts the element's number up from 0 to `end` in 2 s once it scrolls into view. The server
 * renders the final number (right for no-JS and search engines); the count only starts from 0
 * when the number is still below the fold after hydration, and not at all under reduced motion.
 * It writes the DOM text directly so counting does not re-render React.
 */
export function useCountUp<T extends HTMLElement>(end: number, format: (value: number) => string) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    let first = true
    // The observer's first report says whether the number is already in view, without the forced
    // layout a getBoundingClientRect during hydration would cost.
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting)
        if (first) {
          first = false
          if (inView) return observer.disconnect()
          element.textContent = format(0)
          return
        }
        if (!inView) return
        observer.disconnect()
        const start = performance.now()
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / COUNT_UP_DURATION_MS)
          element.textContent = format(Math.round(end * (1 - (1 - progress) ** 3)))
          if (progress < 1) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      element.textContent = format(end)
    }
  }, [end, format])
  return ref
}
