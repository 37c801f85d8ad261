import { CART_KEY } from '~/features/shop/cart/cart-bridge'
import { countStoredCart } from '~/features/shop/cart/cart-count'
import { FRAME_REFRESH_EVENT, SHOP_STORAGE_EVENT, type ShopStorageDetail } from './frame-events'

/**
 * The header's cart count, read from the browser's storage on every page, shop code loaded or
 * not. Markup (header-cart-button.tsx): the link `[data-cart-link]` carries its accessible name
 * for one and for several items (`data-label-one`, `data-label-other`, with `{count}`), the badge
 * is `[data-cart-count]`.
 */
export function startHeaderCounts(): void {
  // The cart as the shop last said it is (it may be in memory only: storage full or blocked).
  let told: string | null = null
  const show = () => {
    let raw = told
    if (raw === null) {
      try {
        raw = localStorage.getItem(CART_KEY)
      } catch {
        // Storage blocked: nothing is stored, and the shop tells its in-memory cart.
      }
    }
    const count = countStoredCart(raw)
    for (const link of document.querySelectorAll<HTMLElement>('[data-cart-link]')) {
      const label = count === 1 ? link.dataset.labelOne : link.dataset.labelOther
      if (label) link.setAttribute('aria-label', label.replace('{count}', String(count)))
      const badge = link.querySelector('[data-cart-count]')
      if (badge) badge.textContent = count > 99 ? '99+' : String(count)
    }
  }
  show()
  window.addEventListener(SHOP_STORAGE_EVENT, (event) => {
    const detail = (event as CustomEvent<ShopStorageDetail>).detail
    if (detail?.key !== CART_KEY) return
    told = detail.raw
    show()
  })
  window.addEventListener(FRAME_REFRESH_EVENT, show)
  // Another tab changed the cart; and a page restored from the back/forward cache may be stale.
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_KEY && event.key !== null) return
    told = null
    show()
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) show()
  })
}
