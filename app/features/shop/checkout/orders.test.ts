import { describe, expect, it } from 'vitest'
import { addOrder, EMPTY_ORDERS, MAX_ORDERS, orderNumber, parseOrders, serializeOrders, type Order } from './orders'

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
})
