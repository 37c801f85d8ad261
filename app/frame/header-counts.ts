import { CART_KEY } from '~/features/shop/cart/cart-bridge'
import { countStoredCart } from '~/features/shop/cart/cart-count'
import { FRAME_REFRESH_EVENT, SHOP_STORAGE_EVENT } from './frame-events'

/**
 * The header's cart count, read from the browser's storage on every page, shop code loaded or
 * not. Markup (header-cart-button.tsx): the link `[data-cart-link]` carries its accessible name
 * for one and for several items (`data-label-one`, `data-label-other`, with `{count}`), the badge
 * is `[data-cart-count]`.
 */
export function startHeaderCounts(): void {
  const show = () => {
    let raw: string | null = null
    try {
      raw = localStorage.getItem(CART_KEY)
    } catch {
      // Storage blocked: the count stays 0, as the shop shows it.
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
  window.addEventListener(SHOP_STORAGE_EVENT, show)
  window.addEventListener(FRAME_REFRESH_EVENT, show)
  // Another tab changed the cart; and a page restored from the back/forward cache may be stale.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_KEY || event.key === null) show()
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) show()
  })
}
