import { describe, expect, it } from 'vitest'
import { EMPTY_WISHLIST, parseWishlist, serializeWishlist, wishlistReducer } from './wishlist-reducer'

const exists = (id: number) => [1030, 1031, 1032].includes(id)

describe('wishlistReducer', () => {
  it('adds a product that is absent', () => {
    expect(wishlistReducer(EMPTY_WISHLIST, { type: 'toggle', productId: 1030 }, exists).productIds).toEqual([1030])
  })

  it('removes a product that is present', () => {
    const state = { productIds: [1030, 1031] }
    expect(wishlistReducer(state, { type: 'toggle', productId: 1030 }, exists).productIds).toEqual([1031])
  })

  it('toggling twice gives the list back', () => {
    const once = wishlistReducer(EMPTY_WISHLIST, { type: 'toggle', productId: 1032 }, exists)
    expect(wishlistReducer(once, { type: 'toggle', productId: 1032 }, exists)).toEqual(EMPTY_WISHLIST)
  })

  it('ignores unknown products', () => {
    expect(wishlistReducer(EMPTY_WISHLIST, { type: 'toggle', productId: 5 }, exists)).toBe(EMPTY_WISHLIST)
  })

  it('remove only removes', () => {
    const state = { productIds: [1031] }
    expect(wishlistReducer(state, { type: 'remove', productId: 1030 }, exists)).toBe(state)
    expect(wishlistReducer(state, { type: 'remove', productId: 1031 }, exists).productIds).toEqual([])
  })
})

describe('parseWishlist', () => {
  it('round-trips', () => {
    const state = { productIds: [1031, 1030] }
    expect(parseWishlist(serializeWishlist(state), exists)).toEqual({ state, repaired: false })
  })

  it('is silent when nothing is stored', () => {
    expect(parseWishlist(null, exists)).toEqual({ state: EMPTY_WISHLIST, repaired: false })
  })

  it.each(['[{', '{}', '"x"', '{"v":1,"productIds":{}}'])('falls back to an empty list for %s', (raw) => {
    expect(parseWishlist(raw, exists)).toEqual({ state: EMPTY_WISHLIST, repaired: true })
  })

  it('migrates a bare array of products and drops unknown ids and duplicates', () => {
    expect(parseWishlist(JSON.stringify([{ id: 1030, name: 'x' }, { id: 77 }, { id: 1030 }]), exists)).toEqual({
      state: { productIds: [1030] },
      repaired: true,
    })
    expect(parseWishlist(JSON.stringify({ v: 1, productIds: [1031, 'x', 1031] }), exists)).toEqual({ state: { productIds: [1031] }, repaired: true })
  })
})
