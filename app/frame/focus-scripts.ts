import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'
/**
 * Scripts a part of a page needs only once the visitor turns to it: the search box's suggestions,
 * a lead form's script. The element names its script (its `focusScript` hook, a same-origin asset),
 * which is added the first time the focus enters it. A form that names one and is sent before its
 * script is live (a click that gave no focus, as in Safari, or a quick visitor) waits for it and
 * is sent again; should the script fail to load, the form posts as HTML.
 */
export function startFocusScripts(): void {
  const scripts = new Map<string, HTMLScriptElement>()
  const live = new WeakSet<HTMLScriptElement>()
  const load = (src: string) => {
    let script = scripts.get(src)
    if (!script) {
      const added = (script = document.createElement('script'))
      script.src = src
      script.addEventListener('load', () => live.add(added))
      // The next turn to the part tries again.
      script.addEventListener('error', () => scripts.delete(src))
      scripts.set(src, script)
      document.head.append(script)
    }
    return script
  }
  document.addEventListener('focusin', (event) => {
    const src = (event.target as Element).closest(select(HOOKS.focusScript))?.getAttribute(HOOKS.focusScript)
    if (src) load(src)
  })
  const waiting = new WeakSet<HTMLFormElement>()
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    const src = form.getAttribute(HOOKS.focusScript)
    if (!src) return
    const script = load(src)
    if (live.has(script)) return
    event.preventDefault()
    if (waiting.has(form)) return
    waiting.add(form)
    const submitter = (event as SubmitEvent).submitter
    script.addEventListener('load', () => (waiting.delete(form), form.requestSubmit(submitter)), { once: true })
    script.addEventListener('error', () => HTMLFormElement.prototype.submit.call(form), { once: true })
  })
}
