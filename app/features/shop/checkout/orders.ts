import type { LocalizedText } from '../catalog'
import type { PaymentMethod } from './checkout.schema'
import type { OrderSummary } from './order-summary'

export type OrderItem = { productId: number; name: LocalizedText; quantity: number; unitPrice: number; color?: string; size?: string }

/** A placed demo order as kept in the visitor's browser (order history). */
export type Order = {
  number: string
  createdAt: string
  items: OrderItem[]
  summary: OrderSummary
  payment: PaymentMethod
}

export type OrdersState = { orders: readonly Order[] }
export const EMPTY_ORDERS: OrdersState = { orders: [] }
/** Old orders beyond this are dropped so the history never fills the storage quota. */
export const MAX_ORDERS = 50

/** `SF-YYMMDD-XXXXXX`: the date and six random characters, unique enough for a demo. */
export function orderNumber(date: Date, random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size))): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const code = Array.from(random(6), (byte) => alphabet[byte % alphabet.length]).join('')
  const ymd = date.toISOString().slice(2, 10).replaceAll('-', '')
  return `SF-${ymd}-${code}`
}

export function addOrder(state: OrdersState, order: Order): OrdersState {
  return { orders: [order, ...state.orders].slice(0, MAX_ORDERS) }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isCents = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0

function isOrder(value: unknown): value is Order {
  if (!isRecord(value) || typeof value.number !== 'string' || typeof value.createdAt !== 'string' || Number.isNaN(Date.parse(value.createdAt))) return false
  const summary = value.summary
  if (!isRecord(summary) || !['total', 'discount', 'subtotal', 'tax', 'orderTotal'].every((key) => isCents(summary[key]))) return false
  return (
    Array.isArray(value.items) &&
    value.items.every((item: unknown) => isRecord(item) && typeof item.productId === 'number' && isRecord(item.name) && isCents(item.quantity) && isCents(item.unitPrice))
  )
}

/** Reads `{ v: 1, orders }`; orders that do not have the expected shape are dropped. */
export function parseOrders(raw: string | null): { state: OrdersState; repaired: boolean } {
  if (raw === null) return { state: EMPTY_ORDERS, repaired: false }
  try {
    const data: unknown = JSON.parse(raw)
    if (!isRecord(data) || data.v !== 1 || !Array.isArray(data.orders)) return { state: EMPTY_ORDERS, repaired: true }
    const orders = data.orders.filter(isOrder).slice(0, MAX_ORDERS)
    return { state: { orders }, repaired: orders.length !== data.orders.length }
  } catch {
    return { state: EMPTY_ORDERS, repaired: true }
  }
}

export function serializeOrders(state: OrdersState): string {
  return JSON.stringify({ v: 1, orders: state.orders })
}
