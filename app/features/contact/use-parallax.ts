import { useEffect, useRef } from 'react'
import { parallaxOffset } from './parallax'

/**
 * Moves the returned element (a background inside a positioned section) at `speed` relative to
 * the page while the section is on screen. Off under prefers-reduced-motion: the background then
 * simply scrolls with the page.
 */
export function useParallax<T extends HTMLElement>(speed: number) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const layer = ref.current
    const section = layer?.parentElement
    if (!layer || !section) return
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
    let frame = 0
    let visible = false
    const update = () => {
      frame = 0
      if (motion.matches) {
        layer.style.transform = ''
        return
      }
      const rect = section.getBoundingClientRect()
      layer.style.transform = `translate3d(0, ${parallaxOffset(rect.top, rect.height, window.innerHeight, speed).toFixed(1)}px, 0)`
    }
    const schedule = () => {
      if (visible && !frame) frame = requestAnimationFrame(update)
    }
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? false
      schedule()
    })
    observer.observe(section)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    motion.addEventListener('change', update)
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      motion.removeEventListener('change', update)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [speed])
  return ref
}
