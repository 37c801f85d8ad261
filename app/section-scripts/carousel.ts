import { onEachElement, prefersReducedMotion, setPlaying } from './on-page'
import { animateScrollLeft, AUTOPLAY_DELAY_MS, loopStep, nextScrollLeft, SLIDE_SPEED_MS } from './scroll-animation'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/**
 * A scroll-snap carousel (components/sections/carousel.tsx, the news slider): the browser lays
 * out, swipes and snaps; this adds the previous/next buttons and arrow keys, and autoplay every
 * 3 s that holds on hover, focus, touch, off screen or in a hidden tab, stops with the pause
 * button, and is off under reduced motion. `carousel` hook names the loop: `copies` (the slides are
 * followed by a copy of themselves and the motion runs on), `rewind` (past the end comes the
 * start) or none.
 */
export function startCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>(select(HOOKS.carouselTrack))
  if (!track) return
  const loop = root.getAttribute(HOOKS.carousel)
  const count = Number(root.getAttribute(HOOKS.count)) || track.children.length
  const previous = root.querySelector<HTMLButtonElement>(select(HOOKS.carouselStep, '-1'))
  const next = root.querySelector<HTMLButtonElement>(select(HOOKS.carouselStep, '1'))
  const playButton = root.querySelector<HTMLButtonElement>(select(HOOKS.carouselPlay))
  // Autoplay also waits while the carousel is off screen: nobody sees it move there, and each step
  // would make the browser lay out a section it otherwise skips (render-when-near). Off screen
  // until the observer first says otherwise.
  const hold = { hover: false, focus: false, touch: false, offscreen: true }

  const step = (direction: 1 | -1) => {
    const first = track.firstElementChild as HTMLElement | null
    if (!first) return
    const distance = first.offsetWidth + (parseFloat(getComputedStyle(track).columnGap) || 0)
    const duration = prefersReducedMotion() ? 0 : SLIDE_SPEED_MS
    if (loop === 'copies') {
      const move = loopStep(track.scrollLeft, distance, count * distance, direction)
      if (!move) return
      // An invisible jump to the identical picture in the other set, then the usual slide.
      if (move.from !== track.scrollLeft) animateScrollLeft(track, move.from, 0)
      animateScrollLeft(track, move.to, duration)
      return
    }
    const target = nextScrollLeft(track.scrollLeft, distance, track.scrollWidth - track.clientWidth, direction, loop === 'rewind')
    if (target !== null) animateScrollLeft(track, target, duration)
  }

  // Without a loop the buttons say when there is nothing more that way.
  let frame = 0
  const updateEdges = () => {
    frame = 0
    if (loop) return
    const max = track.scrollWidth - track.clientWidth
    if (previous) previous.disabled = track.scrollLeft <= 2
    if (next) next.disabled = track.scrollLeft >= max - 2
  }
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(updateEdges)
  }
  onScroll()
  track.addEventListener('scroll', onScroll, { passive: true })
  window.addEventListener('resize', onScroll, { passive: true })

  previous?.addEventListener('click', () => step(-1))
  next?.addEventListener('click', () => step(1))
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    event.preventDefault()
    step(event.key === 'ArrowRight' ? 1 : -1)
  })

  if (!playButton) return
  let timer = 0
  const play = (on: boolean) => {
    window.clearInterval(timer)
    setPlaying(playButton, on)
    // A screen reader hears the slide that comes into view only when the visitor moves it.
    track.setAttribute('aria-live', on ? 'off' : 'polite')
    if (!on) return
    timer = window.setInterval(() => {
      if (document.hidden || hold.hover || hold.focus || hold.touch || hold.offscreen) return
      // Without a loop, autoplay rewinds to the first slide at the end (as the slider library does).
      if (!loop && track.scrollLeft >= track.scrollWidth - track.clientWidth - 2) animateScrollLeft(track, 0, SLIDE_SPEED_MS)
      else step(1)
    }, AUTOPLAY_DELAY_MS)
  }
  playButton.addEventListener('click', () => play(playButton.getAttribute(HOOKS.playing) !== 'true'))
  root.addEventListener('pointerenter', (event) => (hold.hover = event.pointerType === 'mouse'))
  root.addEventListener('pointerleave', () => (hold.hover = false))
  root.addEventListener('touchstart', () => (hold.touch = true), { passive: true })
  // Resume a moment after the finger lifts, once the swipe has settled.
  root.addEventListener('touchend', () => window.setTimeout(() => (hold.touch = false), AUTOPLAY_DELAY_MS), { passive: true })
  new IntersectionObserver(([entry]) => (hold.offscreen = !entry?.isIntersecting)).observe(root)
  root.addEventListener('focusin', () => (hold.focus = true))
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) hold.focus = false
  })
  play(!prefersReducedMotion())
}

onEachElement(select(HOOKS.carousel), startCarousel)
