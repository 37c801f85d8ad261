/**
 * Window events between the frame script (app/frame) and a React page's code, which are separate
 * bundles sharing only the page and its storage.
 */
/** A React page navigated client-side: the frame reads its state (scroll, counts) again. */
export const FRAME_REFRESH_EVENT = 'site:frame-refresh'
/** The shop wrote the browser's cart (same tab: `storage` events only reach other tabs). */
export const SHOP_STORAGE_EVENT = 'site:shop-storage'
/**
 * Told to a sheet right before a script opens it (openSheet, the frame script's fallback for
 * invoker commands), so a React page's lazy sheet renders its contents first; a button's
 * `command` is announced by the dialog's own `beforetoggle`.
 */
export const SHEET_OPENING_EVENT = 'sheet-opening'
