/**
 * The cart rules of SPEC §4, as a pure reducer over plain data:
 * - adding a product with a quantity above 0 appends it (or raises the line already there);
 * - changing an item's quantity updates it; quantity 0 removes it; a negative one is ignored;
 * - a line never holds more than MAX_PER_ITEM units (the spec's quantity select offers 1–3), and a
 *   product never has more units in the cart than it has in stock; adding past either is clamped.
 */

/** The most units of one cart line: the spec's quantity select offers 01, 02, 03. */
export const MAX_PER_ITEM = 3
export type CartLine = {
  /** productId plus the chosen colour and size: the same product in two sizes is two lines. */
  id: string
  productId: number
  quantity: number
  color?: string
  size?: string
}

export type CartState = { items: readonly CartLine[] }

export type CartAction =
  | { type: 'add'; productId: number; quantity: number; color?: string; size?: string }
  | { type: 'set'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' }

/** Stock of a product, or undefined for a product the catalogue does not know. */
export type StockOf = (productId: number) => number | undefined

export const EMPTY_CART: CartState = { items: [] }

export function lineId(productId: number, color?: string, size?: string): string {
  return [productId, color ?? '', size ?? ''].join('|')
}

/** How many units line `exceptId` may hold: at most MAX_PER_ITEM, and what the other lines of the product leave of its stock. */
export function room(state: CartState, productId: number, exceptId: string, stockOf: StockOf): number {
  const stock = stockOf(productId) ?? 0
  const elsewhere = state.items.reduce((sum, line) => (line.productId === productId && line.id !== exceptId ? sum + line.quantity : sum), 0)
  return Math.max(0, Math.min(MAX_PER_ITEM, stock - elsewhere))
}

const isQuantity = (value: number) => Number.isInteger(value) && value >= 0

export function cartReducer(state: CartState, action: CartAction, stockOf: StockOf): CartState {
  switch (action.type) {
    case 'add': {
      if (!isQuantity(action.quantity) || stockOf(action.productId) === undefined) return state
      const id = lineId(action.productId, action.color, action.size)
      const existing = state.items.find((line) => line.id === id)
      if (action.quantity === 0) return existing ? cartReducer(state, { type: 'remove', id }, stockOf) : state
      if (existing) return cartReducer(state, { type: 'set', id, quantity: existing.quantity + action.quantity }, stockOf)
      const quantity = Math.min(action.quantity, room(state, action.productId, id, stockOf))
      if (quantity === 0) return state
      const line: CartLine = { id, productId: action.productId, quantity }
      if (action.color) line.color = action.color
      if (action.size) line.size = action.size
      return { items: [...state.items, line] }
    }
    case 'set': {
      if (!isQuantity(action.quantity)) return state
      const existing = state.items.find((line) => line.id === action.id)
      if (!existing) return state
      if (action.quantity === 0) return cartReducer(state, { type: 'remove', id: action.id }, stockOf)
      const quantity = Math.min(action.quantity, room(state, existing.productId, existing.id, stockOf))
      if (quantity === existing.quantity) return state
      if (quantity === 0) return cartReducer(state, { type: 'remove', id: action.id }, stockOf)
      return { items: state.items.map((line) => (line.id === action.id ? { ...line, quantity } : line)) }
    }
    case 'remove': {
      const items = state.items.filter((line) => line.id !== action.id)
      return items.length === state.items.length ? state : { items }
    }
    case 'clear':
      return state.items.length === 0 ? state : EMPTY_CART
  }
}

export function cartCount(state: CartState): number {
  return state.items.reduce((sum, line) => sum + line.quantity, 0)
}

type Parsed = { state: CartState; repaired: boolean }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads what storage held. The current format is `{ v: 1, items: CartLine[] }`; the old format
 * (a bare array of `{ product: { id }, quantity }`, as the original app stored it) is migrated.
 * Unknown products, bad quantities and lines over stock are dropped or clamped; anything else
 * gives an empty cart. `repaired` says whether the visitor should be told.
 */
export function parseCart(raw: string | null, stockOf: StockOf): Parsed {
  if (raw === null) return { state: EMPTY_CART, repaired: false }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { state: EMPTY_CART, repaired: true }
  }
  const oldFormat = Array.isArray(data)
  const rows: unknown = oldFormat ? data : isRecord(data) && data.v === 1 ? data.items : undefined
  if (!Array.isArray(rows)) return { state: EMPTY_CART, repaired: true }
  let repaired = oldFormat
  let state: CartState = EMPTY_CART
  for (const row of rows) {
    if (!isRecord(row)) {
      repaired = true
      continue
    }
    const productId = typeof row.productId === 'number' ? row.productId : isRecord(row.product) ? row.product.id : undefined
    const quantity = row.quantity
    const color = typeof row.color === 'string' && row.color.length <= 40 ? row.color : undefined
    const size = typeof row.size === 'string' && row.size.length <= 20 ? row.size : undefined
    if (typeof productId !== 'number' || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) {
      repaired = true
      continue
    }
    const next = cartReducer(state, { type: 'add', productId, quantity, color, size }, stockOf)
    const added = next.items.find((line) => line.id === lineId(productId, color, size))
    const before = state.items.find((line) => line.id === lineId(productId, color, size))
    if ((added?.quantity ?? 0) - (before?.quantity ?? 0) !== quantity) repaired = true
    state = next
  }
  return { state, repaired }
}

export function serializeCart(state: CartState): string {
  return JSON.stringify({ v: 1, items: state.items })
}
