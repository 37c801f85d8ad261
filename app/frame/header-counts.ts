import { CART_KEY, WISHLIST_KEY } from '~/features/shop/shop-keys'
import { countStoredCart } from '~/features/shop/cart/cart-count'
import { countStoredWishlist } from '~/features/shop/wishlist/wishlist-count'
import { FRAME_REFRESH_EVENT, SHOP_STORAGE_EVENT, type ShopStorageDetail } from '~/lib/frame-events'

/**
 * One count of the header: which stored value it counts, and how. `of` names its markup
 * (`[data-cart-link]` holding `[data-cart-count]`: header-count.tsx).
 */
type HeaderCount = { of: 'cart' | 'wishlist'; key: string; count: (raw: string | null) => number }

/**
 * The header's cart and wishlist counts, read from the browser's storage on every page, shop code
 * loaded or not. Markup (header-cart-button.tsx, header-wishlist-link.tsx): the link carries its
 * accessible name for one and for several items (`data-label-one`, `data-label-other`, with
 * `{count}`), and holds the badge. The cart shows 0 (SPEC's header); a badge marked
 * `data-hidden-when-zero` (the wishlist's) stays hidden while there is nothing to count.
 */
const COUNTS: readonly HeaderCount[] = [
  { of: 'cart', key: CART_KEY, count: countStoredCart },
  { of: 'wishlist', key: WISHLIST_KEY, count: countStoredWishlist },
]

export function startHeaderCounts(): void {
  for (const headerCount of COUNTS) startHeaderCount(headerCount)
}

function startHeaderCount({ of, key, count }: HeaderCount): void {
  // The value as the shop last said it is (it may be in memory only: storage full or blocked).
  let told: string | null = null
  const show = () => {
    let raw = told
    if (raw === null) {
      try {
        raw = localStorage.getItem(key)
      } catch {
        // Storage blocked: nothing is stored, and the shop tells its in-memory value.
      }
    }
    const total = count(raw)
    for (const link of document.querySelectorAll<HTMLElement>(`[data-${of}-link]`)) {
      const label = total === 1 ? link.dataset.labelOne : link.dataset.labelOther
      if (label) link.setAttribute('aria-label', label.replace('{count}', String(total)))
      const badge = link.querySelector<HTMLElement>(`[data-${of}-count]`)
      if (!badge) continue
      badge.textContent = total > 99 ? '99+' : String(total)
      if (badge.hasAttribute('data-hidden-when-zero')) badge.hidden = total === 0
    }
  }
  show()
  window.addEventListener(SHOP_STORAGE_EVENT, (event) => {
    const detail = (event as CustomEvent<ShopStorageDetail>).detail
    if (detail?.key !== key) return
    told = detail.raw
    show()
  })
  window.addEventListener(FRAME_REFRESH_EVENT, show)
  // Another tab changed the value; and a page restored from the back/forward cache may be stale.
  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return
    told = null
    show()
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) show()
  })
}
