import { useEffect, useState } from 'react'

/**
 * True once the page is scrolled more than `threshold` px (sticky header 400, back-to-top 450).
 * One passive listener, read at most once per frame; false on the server and until hydrated.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const read = () => {
      frame = 0
      setPast(window.scrollY > threshold)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read)
    }
    // First read in the next frame too: reading scrollY in the effect would force a layout in the
    // middle of hydration.
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [threshold])
  return past
}
