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
 * Told to a sheet right before a script opens it (openSheet, the frame script's fallback for
 * invoker commands), so a React page's lazy sheet renders its contents first; a button's
 * `command` is announced by the dialog's own `beforetoggle`.
 */
export const SHEET_OPENING_EVENT = 'sheet-opening'
