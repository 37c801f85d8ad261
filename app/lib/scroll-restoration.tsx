import { cloneElement, isValidElement, type ReactElement } from 'react'
import { ScrollRestoration as RouterScrollRestoration } from 'react-router'

type Props = Parameters<typeof RouterScrollRestoration>[0]

/** React Router's storage key for scroll positions (not exported); ours must be the same. */
const STORAGE_KEY = 'react-router-scroll-positions'

/**
 * Restores the scroll position of a reloaded or revisited page before it is painted, as React
 * Router's script does, but touches history and storage only when there is something to restore:
 * a page opened for the first time has no history key yet, and its script does nothing.
 */
export const RESTORE_SCROLL = `(function (storageKey) {
  var key = window.history.state && window.history.state.key
  if (!key) return
  try {
    var y = JSON.parse(sessionStorage.getItem(storageKey) || '{}')[key]
    if (typeof y === 'number') window.scrollTo(0, y)
  } catch (error) {
    sessionStorage.removeItem(storageKey)
  }
})(${JSON.stringify(STORAGE_KEY)})`

/**
 * The history key React Router's script would have set before the page was painted; the app's
 * deferred module script sets it right before React Router starts (deferred-module-script.ts).
 */
export const SET_HISTORY_KEY = `if (!window.history.state || !window.history.state.key) window.history.replaceState({ key: Math.random().toString(32).slice(2) }, '');`

/**
 * React Router's `<ScrollRestoration>` (saves positions, restores them on navigation) with the
 * lighter inline script above in production, where the deferred module script writes the history
 * key. The development server keeps React Router's own scripts, both of them.
 */
export function ScrollRestoration(props: Props) {
  // Called as a function so its script can be replaced; unconditionally, so its hooks keep their order.
  const script = RouterScrollRestoration(props)
  if (!isValidElement(script) || !import.meta.env.PROD) return script
  return cloneElement(script as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>, {
    // The browser hydrates the script as it is; only the server needs its text.
    dangerouslySetInnerHTML: { __html: import.meta.env.SSR ? RESTORE_SCROLL : '' },
  })
}
