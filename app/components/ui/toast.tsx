import { useI18n } from '~/features/i18n/i18n-context'
import { requestToast } from '~/lib/frame-events'
import toastScript from '~/frame/toasts?worker&url'
import { TOAST_COMPONENT_REQUIRED, type ToastOptions, type ToastType } from '~/lib/toast-store'
import * as HOOKS from '~/lib/frame-hooks'

export type { ToastOptions } from '~/lib/toast-store'

function show(type: ToastType, title: string, message: string, options?: ToastOptions): void {
  if (!title && !message) throw new Error(TOAST_COMPONENT_REQUIRED)
  requestToast({ type, title, message, options })
}

/**
 * Toasts (SPEC §4 "Toast lifecycle", §9 "Toasts"): top-right, newest on top, 5000 ms, kept while
 * hovered, 1000 ms after the pointer leaves, tap to dismiss, no close button, no limit.
 * Call `toast.success(title, message, options?)` anywhere in the browser. A React page asks the
 * same toast script as a page without React (a `site:toast` event): one store, one renderer
 * (toast-renderer.ts), one region (<Toaster />).
 */
export const toast = {
  success: (title: string, message: string, options?: ToastOptions) => show('success', title, message, options),
  error: (title: string, message: string, options?: ToastOptions) => show('error', title, message, options),
  info: (title: string, message: string, options?: ToastOptions) => show('info', title, message, options),
  warning: (title: string, message: string, options?: ToastOptions) => show('warning', title, message, options),
}

/**
 * The toasts' live region, in every page's HTML (a region that exists before its content changes
 * is announced reliably). React renders it empty and never touches its children: the toast script
 * it names (loaded by the frame script on the first toast) fills it.
 */
export function Toaster() {
  const { t } = useI18n()
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      {...{ [HOOKS.toastRegion]: '', [HOOKS.toastScript]: toastScript }}
      className="toast-top-right pointer-events-none fixed top-4 right-4 z-[2000] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    />
  )
}
