import { describe, expect, it } from 'vitest'
import { addOrder, EMPTY_ORDERS, MAX_ORDERS, ORDERS_BUDGET_BYTES, orderNumber, parseOrders, serializeOrders, type Order } from './orders'

const order = (number: string): Order => ({
  number,
  createdAt: '2026-11-23T10:00:00.000Z',
  items: [{ productId: 1030, name: { tr: 'Telefon', en: 'Phone', de: 'Telefon' }, quantity: 1, unitPrice: 62_910 }],
  summary: { total: 69_900, discount: 6_990, subtotal: 62_910, tax: 11_324, orderTotal: 74_234 },
  payment: 'card',
})

describe('orders', () => {
  it('numbers an order with its date and six random characters', () => {
    expect(orderNumber(new Date('2026-11-23T10:00:00Z'), (n) => new Uint8Array(n))).toBe('SF-261123-AAAAAA')
    expect(orderNumber(new Date())).toMatch(/^SF-\d{6}-[A-Z2-9]{6}$/)
  })

  it('puts the newest order first and keeps at most MAX_ORDERS', () => {
    let state = EMPTY_ORDERS
    for (let i = 0; i < MAX_ORDERS + 5; i++) state = addOrder(state, order(`SF-${i}`))
    expect(state.orders).toHaveLength(MAX_ORDERS)
    expect(state.orders[0]?.number).toBe(`SF-${MAX_ORDERS + 4}`)
  })

  it('round-trips and drops orders of the wrong shape', () => {
    const state = addOrder(EMPTY_ORDERS, order('SF-1'))
    expect(parseOrders(serializeOrders(state))).toEqual({ state, repaired: false })
    const raw = JSON.stringify({ v: 1, orders: [order('SF-2'), { number: 3 }, { ...order('SF-4'), summary: { total: -1 } }] })
    expect(parseOrders(raw)).toEqual({ state: { orders: [order('SF-2')] }, repaired: true })
    expect(parseOrders('{oops')).toEqual({ state: EMPTY_ORDERS, repaired: true })
    expect(parseOrders('[]')).toEqual({ state: EMPTY_ORDERS, repaired: true })
  })

  // Security probe 2, finding 5: an object as a product name was stored and broke the order history page.
  it('keeps only orders the catalogue knows: text names, known products and payment, sane quantities and amounts', () => {
    const line = order('SF-X').items[0]!
    const bad: unknown[] = [
      { ...order('SF-1'), items: [{ ...line, name: { en: { x: 1 } } }] },
      { ...order('SF-2'), items: [{ ...line, name: { tr: 'a', en: 'b' } }] },
      { ...order('SF-3'), items: [{ ...line, productId: 999_999 }] },
      { ...order('SF-4'), items: [{ ...line, productId: '1030' }] },
      { ...order('SF-5'), payment: 'bitcoin' },
      { ...order('SF-6'), items: [{ ...line, quantity: 0 }] },
      { ...order('SF-7'), items: [{ ...line, quantity: 1e9 }] },
      { ...order('SF-8'), items: [{ ...line, unitPrice: 1.5 }] },
      { ...order('SF-9'), items: [{ ...line, unitPrice: Number.MAX_SAFE_INTEGER }] },
      { ...order('SF-10'), items: [] },
      { ...order('SF-11'), items: [{ ...line, color: { x: 1 } }] },
      { ...order('SF-12'), number: '<script>' },
      { ...order('SF-13'), createdAt: 'yesterday' },
      { ...order('SF-14'), summary: { ...order('SF-14').summary, orderTotal: 1e20 } },
    ]
    const raw = JSON.stringify({ v: 1, orders: [order('SF-OK'), ...bad] })
    expect(parseOrders(raw)).toEqual({ state: { orders: [order('SF-OK')] }, repaired: true })
  })

  it('rebuilds an order from its own fields, so nothing a sender added is kept', () => {
    const padded = { ...order('SF-1'), extra: 'x'.repeat(10_000), items: [{ ...order('SF-1').items[0], note: 'x'.repeat(10_000), name: { tr: 'Telefon', en: 'Phone', de: 'Telefon', fr: 'x' } }] }
    expect(parseOrders(JSON.stringify({ v: 1, orders: [padded] })).state).toEqual({ orders: [order('SF-1')] })
  })

  // Finding 7: the whole shop must always fit a sync post, so the history is bounded in bytes too.
  it('keeps the newest orders within ORDERS_BUDGET_BYTES and counts those dropped, however many come', () => {
    const big = (index: number): Order => ({ ...order(`SF-${index}`), items: Array.from({ length: 6 }, () => ({ ...order('SF').items[0]!, color: 'Midnight Black', size: '128 GB' })) })
    const many = Array.from({ length: 200 }, (_, index) => big(200 - index))
    const { state } = parseOrders(JSON.stringify({ v: 1, orders: many }))
    expect(new TextEncoder().encode(JSON.stringify(state.orders)).length).toBeLessThanOrEqual(ORDERS_BUDGET_BYTES)
    expect(state.orders[0]!.number).toBe('SF-200')
    expect(state.orders.length).toBeLessThan(MAX_ORDERS)
    expect(state.dropped).toBe(200 - state.orders.length)
    // The count survives storage and grows as more go.
    const again = parseOrders(serializeOrders(addOrder(state, big(201)))).state
    expect(again.orders[0]!.number).toBe('SF-201')
    expect(again.dropped).toBe(201 - again.orders.length)
    // Nothing dropped, nothing said.
    expect(serializeOrders(addOrder(EMPTY_ORDERS, order('SF-1')))).not.toContain('dropped')
  })
})
