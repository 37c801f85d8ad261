import { requestToast, TOAST_EVENT, TOAST_READY_EVENT, type ToastRequest } from '~/lib/frame-events'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/**
 * Toasts are asked for with a window event (`site:toast`, frame-events.ts) by any bundle; the
 * script that shows them (toasts.ts, named by the region's `toastScript` hook) is loaded on the
 * first request. Requests made meanwhile are held and sent again once it is live; when the script
 * fails to load they are dropped, and the next request tries again.
 */
export function startToastLoader(): void {
  const src = document.querySelector(select(HOOKS.toastRegion))?.getAttribute(HOOKS.toastScript)
  if (!src) return
  let held: ToastRequest[] | null = []
  let loading = false
  window.addEventListener(TOAST_EVENT, (event) => {
    if (!held) return
    event.preventDefault()
    held.push((event as CustomEvent<ToastRequest>).detail)
    if (loading) return
    loading = true
    const script = document.createElement('script')
    script.src = src
    script.onerror = () => {
      loading = false
      held = []
      script.remove()
    }
    document.head.append(script)
  })
  window.addEventListener(TOAST_READY_EVENT, () => {
    const waiting = held ?? []
    held = null
    waiting.forEach(requestToast)
  })
}
