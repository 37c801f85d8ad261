import { MAX_PER_ITEM } from './cart-reducer'

/**
 * The number of units in a stored cart, as the header shows it on every page without the shop's
 * code (no catalogue, no stock): what the cart store would count for a cart it wrote itself
 * (`{ v: 1, items: [{ quantity }] }`, or the original app's bare array). Lines it cannot read
 * count nothing; the shop repairs such a cart when it next loads it.
 */
export function countStoredCart(raw: string | null): number {
  if (!raw) return 0
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return 0
  }
  const rows: unknown = Array.isArray(data) ? data : typeof data === 'object' && data !== null && (data as { v?: unknown }).v === 1 ? (data as { items?: unknown }).items : undefined
  if (!Array.isArray(rows)) return 0
  let count = 0
  for (const row of rows) {
    const quantity: unknown = typeof row === 'object' && row !== null ? (row as { quantity?: unknown }).quantity : undefined
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0) count += Math.min(quantity, MAX_PER_ITEM)
  }
  return count
}
