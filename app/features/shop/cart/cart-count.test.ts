import { describe, expect, it } from 'vitest'
import { findProduct } from '../catalog'
import { countStoredCart } from './cart-count'
import { cartCount, MAX_PER_ITEM, parseCart, serializeCart } from './cart-reducer'

const stockOf = (id: number) => findProduct(id)?.stock

describe('the header count of a stored cart (without the shop code)', () => {
  it("is the store's own count for a cart the store wrote", () => {
    const carts = [
      { items: [] },
      { items: [{ id: '1031||', productId: 1031, quantity: 1 }] },
      { items: [{ id: '1030|Black|', productId: 1030, quantity: 3, color: 'Black' }, { id: '1031||', productId: 1031, quantity: 2 }] },
    ]
    for (const cart of carts) {
      const raw = serializeCart(cart)
      expect(countStoredCart(raw)).toBe(cartCount(parseCart(raw, stockOf).state))
    }
    expect(countStoredCart(serializeCart(carts[2]!))).toBe(5)
  })

  it("reads the original app's bare array too", () => {
    expect(countStoredCart(JSON.stringify([{ product: { id: 1030 }, quantity: 2 }, { product: { id: 1031 }, quantity: 1 }]))).toBe(3)
  })

  it('counts nothing it cannot read, and never more than a line may hold', () => {
    for (const raw of [null, '', 'not json', '{"v":2,"items":[{"quantity":1}]}', '{"items":[{"quantity":1}]}', 'null', '42', '"text"']) expect(countStoredCart(raw)).toBe(0)
    expect(countStoredCart(JSON.stringify({ v: 1, items: [{ quantity: -1 }, { quantity: 1.5 }, { quantity: '2' }, null, 'x', { quantity: 2 }] }))).toBe(2)
    expect(countStoredCart(JSON.stringify({ v: 1, items: [{ productId: 1030, quantity: 1000 }] }))).toBe(MAX_PER_ITEM)
  })
})
