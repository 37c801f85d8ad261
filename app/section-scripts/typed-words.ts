import { onEachElement, prefersReducedMotion, setPlaying } from './on-page'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/** Typing animation timings (SPEC §9). */
export const TYPING = { typeSpeed: 100, backSpeed: 50, backDelay: 500, startDelay: 500 } as const

/**
 * The typed, rotating words of a hero (typed-words.tsx). The server writes the first word, so the
 * HTML and the first paint are complete; this script waits, erases it, types the next one, and so
 * on forever, while it is on screen. The pause button (shown once the script runs) stops it where
 * it is and resumes from there; under reduced motion it starts paused.
 */
export function startTypedWords(root: HTMLElement): void {
  const words = JSON.parse(root.getAttribute(HOOKS.typed) || '[]') as string[]
  const output = root.querySelector<HTMLElement>(select(HOOKS.typedText))
  const toggle = root.querySelector<HTMLButtonElement>(select(HOOKS.typedToggle))
  if (!output || words.length < 2) return
  let index = 0
  let text = output.textContent ?? ''
  let erasing = false
  let timer = 0
  let playing = false
  // Off screen the typing waits where it is: nobody reads it there, and each letter costs the
  // page a style, layout and paint pass (a phone's CPU for as long as the page is open).
  let onScreen = true
  let waiting = false

  const tick = () => {
    if (!onScreen) {
      waiting = true
      return
    }
    const word = words[index] ?? ''
    let delay: number = TYPING.typeSpeed
    if (erasing && text.length === 0) {
      erasing = false
      index = (index + 1) % words.length
    } else if (erasing) {
      text = text.slice(0, -1)
      delay = TYPING.backSpeed
    } else if (text === word) {
      erasing = true
      delay = TYPING.backDelay
    } else {
      text = word.slice(0, text.length + 1)
    }
    output.textContent = text
    timer = window.setTimeout(tick, delay)
  }

  const play = (on: boolean) => {
    playing = on
    waiting = false
    window.clearTimeout(timer)
    if (on) timer = window.setTimeout(tick, TYPING.startDelay)
    setPlaying(toggle, on)
  }

  new IntersectionObserver(([entry]) => {
    onScreen = Boolean(entry?.isIntersecting)
    if (onScreen && waiting && playing) {
      waiting = false
      timer = window.setTimeout(tick, TYPING.typeSpeed)
    }
  }).observe(root)
  toggle?.addEventListener('click', () => play(!playing))
  toggle?.removeAttribute(HOOKS.awaitsScript)
  play(!prefersReducedMotion())
}

onEachElement(select(HOOKS.typed), startTypedWords)
