import { describe, expect, it } from 'vitest'
import { findProduct } from '../catalog'
import { countStoredWishlist } from './wishlist-count'
import { parseWishlist, serializeWishlist } from './wishlist-reducer'

const exists = (id: number) => findProduct(id) !== undefined

describe('the header count of a stored wishlist (without the shop code)', () => {
  it("is the store's own count for a list the store wrote", () => {
    for (const productIds of [[], [1031], [1030, 1031, 1032]]) {
      const raw = serializeWishlist({ productIds })
      expect(countStoredWishlist(raw)).toBe(parseWishlist(raw, exists).state.productIds.length)
      expect(countStoredWishlist(raw)).toBe(productIds.length)
    }
  })

  it("counts the original app's bare array of products once per product", () => {
    expect(countStoredWishlist(JSON.stringify([{ id: 1030, name: 'x' }, { id: 1031 }, { id: 1030 }]))).toBe(2)
  })

  it('counts nothing it cannot read, and no id a product could not have', () => {
    for (const raw of [null, '', 'not json', '{"v":2,"productIds":[1030]}', '{"productIds":[1030]}', 'null', '42', '"text"']) expect(countStoredWishlist(raw)).toBe(0)
    expect(countStoredWishlist(JSON.stringify({ v: 1, productIds: [1030, -1, 1.5, '1031', null, 0, 1031] }))).toBe(2)
  })
})
