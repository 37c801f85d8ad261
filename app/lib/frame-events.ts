import type { ToastOptions, ToastType } from '~/lib/toast-store'

/**
 * Window events between the frame script (app/frame) and a React page's code, which are separate
 * bundles sharing only the page and its storage.
 */
/** A React page navigated client-side: the frame reads its state (scroll, counts) again. */
export const FRAME_REFRESH_EVENT = 'site:frame-refresh'
/**
 * The shop changed a value of its storage (same tab: `storage` events only reach other tabs),
 * with the value: storage may be full or blocked, and the shop then keeps it in memory.
 */
export const SHOP_STORAGE_EVENT = 'site:shop-storage'
export type ShopStorageDetail = { key: string; raw: string }
/**
 * Told to a sheet right before a script opens it (lib/open-sheet.ts, the frame script's fallback for
 * invoker commands), so a React page's lazy sheet renders its contents first; a button's
 * `command` is announced by the dialog's own `beforetoggle`.
 */
export const SHEET_OPENING_EVENT = 'sheet-opening'
/**
 * Asks the cart panel of a page without React to open (app/frame/cart-panel-loader.ts sends it on a
 * click of the header's cart link; the panel's script, once live, cancels it to say it opened).
 */
export const CART_PANEL_EVENT = 'site:cart-panel'
/**
 * Asks for a toast, from any bundle: the React pages' `toast` (components/ui/toast.tsx), the lead
 * forms' script of a page without React. One toast script (app/frame/toasts.ts, loaded by the frame
 * script on the first request) holds the store and renders every page's toasts in its one region.
 * The receiver cancels the event to say it took it.
 */
export const TOAST_EVENT = 'site:toast'
export type ToastRequest = { type: ToastType; title: string; message: string; options?: ToastOptions }
/** The toast script is live: what the frame script held back while it loaded is asked for again. */
export const TOAST_READY_EVENT = 'site:toast-ready'

/**
 * Sends a toast request. Before the deferred frame script has run nobody listens yet: the request
 * is sent again once the document is parsed (the frame script has run by then).
 */
export function requestToast(request: ToastRequest): void {
  const send = () => window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: request, cancelable: true }))
  if (send() && document.readyState === 'loading') document.addEventListener('DOMContentLoaded', send, { once: true })
}
