import { describe, expect, it } from 'vitest'
import { findProduct, salePrice, unitDiscount } from '../catalog'
import { summarizeOrder } from './order-summary'

const percent = (price: number, discount: number) => ({ price, sale: { discount, type: 'percent' as const } })
const amount = (price: number, discount: number) => ({ price, sale: { discount, type: 'amount' as const } })
const plain = (price: number) => ({ price, sale: null })

describe('unit discount', () => {
  it('takes price / 100 × discount for a percent sale', () => {
    expect(unitDiscount(percent(69_900, 10))).toBe(6_990)
  })
  it('rounds a percent sale half up to a whole cent', () => {
    expect(unitDiscount(percent(8_990, 15))).toBe(1_349) // 1348.5
    expect(unitDiscount(percent(999, 33))).toBe(330) // 329.67
    expect(unitDiscount(percent(101, 10))).toBe(10) // 10.1
  })
  it('takes the discount itself for an amount sale, never more than the price', () => {
    expect(unitDiscount(amount(2_499, 500))).toBe(500)
    expect(unitDiscount(amount(300, 500))).toBe(300)
  })
  it('is zero without a sale', () => {
    expect(unitDiscount(plain(1_000))).toBe(0)
    expect(salePrice(plain(1_000))).toBe(1_000)
  })
})

describe('summarizeOrder', () => {
  it('is all zero for an empty cart', () => {
    expect(summarizeOrder([])).toEqual({ total: 0, discount: 0, subtotal: 0, tax: 0, orderTotal: 0 })
  })

  it('computes total, discount, tax on the discounted total and the order total for a percent sale', () => {
    // 2 × 699.00 = 1398.00; discount 2 × 69.90 = 139.80; 1258.20 × 18 % = 226.476 → 226.48
    expect(summarizeOrder([{ product: percent(69_900, 10), quantity: 2 }])).toEqual({
      total: 139_800,
      discount: 13_980,
      subtotal: 125_820,
      tax: 22_648,
      orderTotal: 148_468,
    })
  })

  it('computes an amount sale times the quantity', () => {
    // 3 × 24.99 = 74.97; discount 3 × 5.00 = 15.00; 59.97 × 18 % = 10.7946 → 10.79
    expect(summarizeOrder([{ product: amount(2_499, 500), quantity: 3 }])).toEqual({
      total: 7_497,
      discount: 1_500,
      subtotal: 5_997,
      tax: 1_079,
      orderTotal: 7_076,
    })
  })

  it('sums several lines with mixed sales', () => {
    const summary = summarizeOrder([
      { product: percent(69_900, 10), quantity: 1 },
      { product: amount(2_499, 500), quantity: 2 },
      { product: percent(8_990, 15), quantity: 3 },
      { product: plain(1_005), quantity: 1 },
    ])
    expect(summary.total).toBe(69_900 + 4_998 + 26_970 + 1_005)
    expect(summary.discount).toBe(6_990 + 1_000 + 3 * 1_349)
    expect(summary.subtotal).toBe(summary.total - summary.discount)
    expect(summary.tax).toBe(Math.round((summary.subtotal * 18) / 100))
    expect(summary.orderTotal).toBe(summary.subtotal + summary.tax)
  })

  it('rounds the tax half up and never drifts like floating-point dollars would', () => {
    // 0.10 + 0.20 in dollars is 0.30000000000000004; in cents it is exactly 30.
    expect(summarizeOrder([{ product: plain(10), quantity: 1 }, { product: plain(20), quantity: 1 }]).total).toBe(30)
    // 25 cents × 18 % = 4.5 → 5
    expect(summarizeOrder([{ product: plain(25), quantity: 1 }]).tax).toBe(5)
    // 1 cent × 18 % = 0.18 → 0
    expect(summarizeOrder([{ product: plain(1), quantity: 1 }]).tax).toBe(0)
  })

  it('ignores lines with a zero, negative or fractional quantity', () => {
    const summary = summarizeOrder([
      { product: plain(1_000), quantity: 0 },
      { product: plain(1_000), quantity: -2 },
      { product: plain(1_000), quantity: 1.5 },
      { product: plain(1_000), quantity: 1 },
    ])
    expect(summary.total).toBe(1_000)
  })

  it('matches the sample catalogue: the smartphone 1030 at 10 % off', () => {
    const phone = findProduct(1030)
    expect(phone).toBeDefined()
    expect(summarizeOrder([{ product: phone!, quantity: 1 }]).orderTotal).toBe(62_910 + Math.round((62_910 * 18) / 100))
  })
})

describe('the names of the amounts', () => {
  it("call one amount the subtotal in the cart and at checkout: the discounted total, before tax", async () => {
    const { rawDictionaries } = await import('~/features/i18n/dictionaries.server')
    const dictionaries = rawDictionaries()
    for (const language of ['tr', 'en', 'de'] as const) {
      const t = (key: string) => dictionaries[language][key]!
      // The cart's "Subtotal" (SPEC §2) is the checkout's subtotal, named so with what it leaves out…
      expect(t('shop.checkout.subtotal').startsWith(t('shop.cart.subtotal')), language).toBe(true)
      // …and no other row of the summary takes that name.
      for (const key of ['shop.checkout.total', 'shop.checkout.discount', 'shop.checkout.tax', 'shop.checkout.orderTotal']) {
        expect(t(key).includes(t('shop.cart.subtotal')), `${language} ${key}`).toBe(false)
      }
    }
  })
})
