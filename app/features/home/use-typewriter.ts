import { useEffect, useRef, useState } from 'react'

/** Typing animation timings (SPEC §9). */
export const TYPING = { typeSpeed: 100, backSpeed: 50, backDelay: 500, startDelay: 500 } as const

/**
 * Types `words` one after the other, forever. It starts with the first word already written (the
 * server renders it, so HTML and first paint are complete), waits, erases it and types the next.
 * With `enabled` false it stops where it is and later resumes from there.
 */
export function useTypewriter(words: readonly string[], enabled: boolean): string {
  const [text, setText] = useState(words[0] ?? '')
  const state = useRef({ index: 0, text: words[0] ?? '', erasing: false })

  useEffect(() => {
    if (!enabled || words.length < 2) return
    const s = state.current
    let timer = 0
    const tick = () => {
      const word = words[s.index] ?? ''
      if (s.erasing) {
        if (s.text.length === 0) {
          s.erasing = false
          s.index = (s.index + 1) % words.length
          timer = window.setTimeout(tick, TYPING.typeSpeed)
          return
        }
        s.text = s.text.slice(0, -1)
        setText(s.text)
        timer = window.setTimeout(tick, TYPING.backSpeed)
        return
      }
      if (s.text === word) {
        s.erasing = true
        timer = window.setTimeout(tick, TYPING.backDelay)
        return
      }
      s.text = word.slice(0, s.text.length + 1)
      setText(s.text)
      timer = window.setTimeout(tick, TYPING.typeSpeed)
    }
    timer = window.setTimeout(tick, TYPING.startDelay)
    return () => window.clearTimeout(timer)
  }, [enabled, words])

  return text
}
