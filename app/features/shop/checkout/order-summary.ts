import { unitDiscount, type Product } from '../catalog'

/** Sales tax in percent of the discounted total (SPEC §9). */
const TAX_PERCENT = 18

export type OrderLine = { product: Pick<Product, 'price' | 'sale'>; quantity: number }

export type OrderSummary = {
  /** Σ price × quantity */
  total: number
  /** Σ unit sale discount × quantity */
  discount: number
  /** total − discount */
  subtotal: number
  /** 18 % of the subtotal, rounded half up to a cent */
  tax: number
  /** subtotal + tax */
  orderTotal: number
}

/** The order calculation of SPEC §9, in integer cents so that no floating-point drift creeps in. */
export function summarizeOrder(lines: readonly OrderLine[]): OrderSummary {
  let total = 0
  let discount = 0
  for (const { product, quantity } of lines) {
    if (!Number.isInteger(quantity) || quantity < 1) continue
    total += product.price * quantity
    discount += unitDiscount(product) * quantity
  }
  const subtotal = total - discount
  const tax = Math.round((subtotal * TAX_PERCENT) / 100)
  return { total, discount, subtotal, tax, orderTotal: subtotal + tax }
}
