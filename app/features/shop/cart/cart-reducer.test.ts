import { describe, expect, it } from 'vitest'
import { EMPTY_CART, MAX_PER_ITEM, cartCount, cartReducer, lineId, parseCart, serializeCart, type CartAction, type CartState } from './cart-reducer'

const STOCK: Record<number, number> = { 1030: 12, 1031: 40, 1032: 5 }
const stockOf = (id: number) => STOCK[id]
const run = (state: CartState, ...actions: CartAction[]) => actions.reduce((s, a) => cartReducer(s, a, stockOf), state)
const add = (productId: number, quantity: number, extra: { color?: string; size?: string } = {}): CartAction => ({ type: 'add', productId, quantity, ...extra })

describe('cartReducer', () => {
  it('appends a product added with a quantity above 0', () => {
    const state = run(EMPTY_CART, add(1030, 1), add(1031, 2))
    expect(state.items).toEqual([
      { id: lineId(1030), productId: 1030, quantity: 1 },
      { id: lineId(1031), productId: 1031, quantity: 2 },
    ])
  })

  it('keeps colour and size, and treats another colour or size as its own line', () => {
    const state = run(EMPTY_CART, add(1031, 1, { color: 'Green', size: 'M' }), add(1031, 1, { color: 'Navy', size: 'M' }))
    expect(state.items.map((line) => [line.color, line.size, line.quantity])).toEqual([
      ['Green', 'M', 1],
      ['Navy', 'M', 1],
    ])
  })

  it('raises the existing line when the same product is added again', () => {
    const state = run(EMPTY_CART, add(1030, 1), add(1030, 2))
    expect(state.items).toHaveLength(1)
    expect(state.items[0]?.quantity).toBe(3)
  })

  it('updates the quantity of an item already in the cart', () => {
    const state = run(EMPTY_CART, add(1030, 1), { type: 'set', id: lineId(1030), quantity: 3 })
    expect(state.items[0]?.quantity).toBe(3)
  })

  it('removes an item whose quantity becomes 0, by set or by add', () => {
    expect(run(EMPTY_CART, add(1030, 2), { type: 'set', id: lineId(1030), quantity: 0 }).items).toEqual([])
    expect(run(EMPTY_CART, add(1030, 2), add(1030, 0)).items).toEqual([])
  })

  it('ignores adding a product with quantity 0 that is not in the cart', () => {
    expect(run(EMPTY_CART, add(1030, 0))).toBe(EMPTY_CART)
  })

  it('ignores negative quantities', () => {
    const state = run(EMPTY_CART, add(1030, 2))
    expect(run(state, add(1030, -1))).toBe(state)
    expect(run(state, { type: 'set', id: lineId(1030), quantity: -5 })).toBe(state)
    expect(run(EMPTY_CART, add(1031, -1))).toBe(EMPTY_CART)
  })

  it('ignores fractional and non-finite quantities', () => {
    const state = run(EMPTY_CART, add(1030, 2))
    expect(run(state, add(1030, 1.5))).toBe(state)
    expect(run(state, { type: 'set', id: lineId(1030), quantity: Number.NaN })).toBe(state)
    expect(run(state, add(1030, Number.POSITIVE_INFINITY))).toBe(state)
  })

  it("never holds more than 3 of one line (the spec's 01–03), however it is added", () => {
    expect(MAX_PER_ITEM).toBe(3)
    expect(run(EMPTY_CART, add(1031, 10)).items[0]?.quantity).toBe(3)
    expect(run(EMPTY_CART, add(1031, 2), add(1031, 2)).items[0]?.quantity).toBe(3)
    expect(run(EMPTY_CART, add(1031, 1), { type: 'set', id: lineId(1031), quantity: 7 }).items[0]?.quantity).toBe(3)
    const full = run(EMPTY_CART, add(1031, 3))
    expect(run(full, add(1031, 1))).toBe(full)
  })

  it('never goes above the stock, also across the lines of one product', () => {
    const split = run(EMPTY_CART, add(1032, 3, { size: '41' }), add(1032, 3, { size: '42' }))
    expect(split.items.map((line) => line.quantity)).toEqual([3, 2])
    expect(run(split, add(1032, 1, { size: '43' }))).toBe(split)
    expect(run(split, { type: 'set', id: lineId(1032, undefined, '42'), quantity: 3 })).toBe(split)
  })

  it('ignores products the catalogue does not know and lines that are not in the cart', () => {
    expect(run(EMPTY_CART, add(999, 1))).toBe(EMPTY_CART)
    const state = run(EMPTY_CART, add(1030, 1))
    expect(run(state, { type: 'set', id: 'nope', quantity: 2 })).toBe(state)
    expect(run(state, { type: 'remove', id: 'nope' })).toBe(state)
  })

  it('removes a line and clears the cart', () => {
    const state = run(EMPTY_CART, add(1030, 1), add(1031, 1))
    expect(run(state, { type: 'remove', id: lineId(1030) }).items.map((line) => line.productId)).toEqual([1031])
    expect(run(state, { type: 'clear' })).toEqual(EMPTY_CART)
  })

  it('counts units, not lines', () => {
    expect(cartCount(run(EMPTY_CART, add(1030, 2), add(1031, 3)))).toBe(5)
  })
})

describe('parseCart', () => {
  it('round-trips what it wrote', () => {
    const state = run(EMPTY_CART, add(1030, 2, { color: 'Silver', size: '128 GB' }), add(1031, 1))
    expect(parseCart(serializeCart(state), stockOf)).toEqual({ state, repaired: false })
  })

  it('is empty and silent when nothing is stored', () => {
    expect(parseCart(null, stockOf)).toEqual({ state: EMPTY_CART, repaired: false })
  })

  it.each(['{not json', '"text"', '42', 'null', '{"v":2,"items":[]}', '{"items":"x"}'])('falls back to an empty cart for %s', (raw) => {
    expect(parseCart(raw, stockOf)).toEqual({ state: EMPTY_CART, repaired: true })
  })

  it('migrates the old format, a bare array of { product, quantity }', () => {
    const old = JSON.stringify([{ id: 1, productId: 1030, product: { id: 1030, name: 'Phone' }, quantity: 2 }, { product: { id: 1032 }, quantity: 1 }])
    const parsed = parseCart(old, stockOf)
    expect(parsed.repaired).toBe(true)
    expect(parsed.state.items.map((line) => [line.productId, line.quantity])).toEqual([
      [1030, 2],
      [1032, 1],
    ])
  })

  it('drops unknown ids and bad rows, clamps quantities to the stock and says so', () => {
    const raw = JSON.stringify({
      v: 1,
      items: [
        { productId: 999, quantity: 1 },
        { productId: 1030, quantity: -1 },
        { productId: 1030, quantity: 'two' },
        'junk',
        { productId: 1032, quantity: 50 },
        { productId: 1031, quantity: 1 },
      ],
    })
    const parsed = parseCart(raw, stockOf)
    expect(parsed.repaired).toBe(true)
    expect(parsed.state.items.map((line) => [line.productId, line.quantity])).toEqual([
      [1032, 3],
      [1031, 1],
    ])
  })
})
