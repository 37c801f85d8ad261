import { describe, expect, it } from 'vitest'
import { EMPTY_SHOP, mergeShopStates, parseShopState, shopStateJson, type ShopState } from './account-shop'
import type { Order } from './checkout/orders'

const order = (number: string, createdAt: string): Order => ({
  number,
  createdAt,
  items: [{ productId: 1030, name: { tr: 'Telefon', en: 'Phone', de: 'Telefon' }, quantity: 1, unitPrice: 62_910 }],
  summary: { total: 69_900, discount: 6_990, subtotal: 62_910, tax: 11_324, orderTotal: 74_234 },
  payment: 'card',
})

const shop = (json: Partial<{ cart: unknown; wishlist: unknown; orders: unknown }>): ShopState => parseShopState(json)

describe("a signed-in customer's shop", () => {
  const account = shop({
    cart: { v: 1, items: [{ id: '1030||', productId: 1030, quantity: 1 }, { id: '1032|black|', productId: 1032, quantity: 2, color: 'black' }] },
    wishlist: { v: 1, productIds: [1031] },
    orders: { v: 1, orders: [order('SF-A', '2026-11-20T10:00:00.000Z')] },
  })
  const browser = shop({
    cart: { v: 1, items: [{ id: '1030||', productId: 1030, quantity: 3 }, { id: '1031||', productId: 1031, quantity: 1 }] },
    wishlist: { v: 1, productIds: [1030, 1031] },
    orders: { v: 1, orders: [order('SF-B', '2026-11-22T10:00:00.000Z'), order('SF-A', '2026-11-20T10:00:00.000Z')] },
  })

  it("merges the browser's cart, wishlist and orders into the account's", () => {
    const merged = mergeShopStates(account, browser)
    expect(merged.cart.items.map((line) => [line.id, line.quantity])).toEqual([
      ['1030||', 3],
      ['1032|black|', 2],
      ['1031||', 1],
    ])
    expect(merged.wishlist.productIds).toEqual([1031, 1030])
    expect(merged.orders.orders.map((item) => item.number)).toEqual(['SF-B', 'SF-A'])
  })

  it('changes nothing when merged again (a second sign-in in the same browser)', () => {
    const merged = mergeShopStates(account, browser)
    expect(mergeShopStates(merged, browser)).toEqual(merged)
    expect(mergeShopStates(merged, merged)).toEqual(merged)
    expect(mergeShopStates(EMPTY_SHOP, EMPTY_SHOP)).toEqual(EMPTY_SHOP)
  })

  it('keeps a merged cart within stock (product 1032 has 5)', () => {
    const full = shop({ cart: { v: 1, items: [{ id: '1032|red|', productId: 1032, quantity: 3, color: 'red' }] } })
    const merged = mergeShopStates(account, full)
    expect(merged.cart.items.filter((line) => line.productId === 1032).reduce((sum, line) => sum + line.quantity, 0)).toBe(5)
  })

  it('reads what either side sends with the storage parsers: unknown products and bad shapes are dropped', () => {
    const parsed = shop({ cart: { v: 1, items: [{ productId: 99999, quantity: 1 }, { productId: 1030, quantity: -2 }] }, wishlist: 'nonsense', orders: { v: 2 } })
    expect(parsed).toEqual(EMPTY_SHOP)
    expect(parseShopState(null)).toEqual(EMPTY_SHOP)
    expect(parseShopState(shopStateJson(account))).toEqual(account)
  })
})
