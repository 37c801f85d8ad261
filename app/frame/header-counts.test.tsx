// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_PER_ITEM } from '~/features/shop/cart/cart-reducer'
import { HeaderCartButton } from '~/features/shop/cart/header-cart-button'
import { CART_KEY, WISHLIST_KEY } from '~/features/shop/shop-keys'
import { HeaderWishlistLink } from '~/features/shop/wishlist/header-wishlist-link'
import { FRAME_REFRESH_EVENT, SHOP_STORAGE_EVENT } from '~/lib/frame-events'
import { startHeaderCounts } from './header-counts'
import { serverMarkup } from '../../tests/fixtures/server-markup'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

const cart = () => document.querySelector<HTMLElement>(select(HOOKS.cartLink))!
const cartBadge = () => cart().querySelector<HTMLElement>(select(HOOKS.cartCount))!
const wishlistBadge = () => document.querySelector<HTMLElement>(`${select(HOOKS.wishlistLink)} ${select(HOOKS.wishlistCount)}`)!
const storedCart = (quantities: number[]) => JSON.stringify({ v: 1, items: quantities.map((quantity, i) => ({ productId: 1000 + i, quantity })) })
const header = serverMarkup(
  <>
    <HeaderCartButton />
    <HeaderWishlistLink />
  </>,
)

describe('the header counts, on a page without shop code', () => {
  beforeAll(() => {
    localStorage.clear()
    document.body.innerHTML = header
    startHeaderCounts()
  })
  beforeEach(() => {
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
  })

  it('shows 0 in the cart and hides an empty wishlist badge', () => {
    expect(cartBadge().textContent).toBe('0')
    expect(cartBadge().hidden).toBe(false)
    expect(wishlistBadge().hidden).toBe(true)
  })

  it('counts the items of the stored cart and names the link for one and for several', () => {
    localStorage.setItem(CART_KEY, storedCart([1]))
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }))
    expect(cartBadge().textContent).toBe('1')
    const one = cart().getAttribute('aria-label')
    localStorage.setItem(CART_KEY, storedCart([2, 3]))
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }))
    expect(cartBadge().textContent).toBe('5')
    expect(cart().getAttribute('aria-label')).toContain('5')
    expect(cart().getAttribute('aria-label')).not.toBe(one)
  })

  it('writes 99 as it is and 99+ above it', () => {
    localStorage.setItem(CART_KEY, storedCart(Array<number>(33).fill(MAX_PER_ITEM)))
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }))
    expect(cartBadge().textContent).toBe('99')
    localStorage.setItem(CART_KEY, storedCart([...Array<number>(33).fill(MAX_PER_ITEM), 1]))
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }))
    expect(cartBadge().textContent).toBe('99+')
  })

  it('takes the value the shop tells in this tab (storage may be full or blocked)', () => {
    window.dispatchEvent(new CustomEvent(SHOP_STORAGE_EVENT, { detail: { key: WISHLIST_KEY, raw: JSON.stringify([1, 2]) } }))
    expect(wishlistBadge().hidden).toBe(false)
    expect(wishlistBadge().textContent).toBe('2')
    // A value for another key changes nothing here.
    window.dispatchEvent(new CustomEvent(SHOP_STORAGE_EVENT, { detail: { key: 'other', raw: storedCart([7]) } }))
    expect(cartBadge().textContent).toBe('0')
  })

  it('counts again on the markup a React page navigated to', () => {
    localStorage.setItem(CART_KEY, storedCart([3]))
    document.body.innerHTML = header
    expect(cartBadge().textContent).toBe('0')
    window.dispatchEvent(new Event(FRAME_REFRESH_EVENT))
    expect(cartBadge().textContent).toBe('3')
  })
})
