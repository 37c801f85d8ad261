import { LANGUAGES } from '~/features/i18n/languages'
import { findProduct, type LocalizedText } from '../catalog'
import type { PaymentMethod } from './checkout.schema'
import type { OrderSummary } from './order-summary'

type OrderItem = { productId: number; name: LocalizedText; quantity: number; unitPrice: number; color?: string; size?: string }

/** A placed demo order as kept in the visitor's browser (order history). */
export type Order = {
  number: string
  createdAt: string
  items: OrderItem[]
  summary: OrderSummary
  payment: PaymentMethod
}

/** `dropped`: how many older orders are no longer kept (MAX_ORDERS, ORDERS_BUDGET_BYTES), for the history page to say so. */
export type OrdersState = { orders: readonly Order[]; dropped?: number }
export const EMPTY_ORDERS: OrdersState = { orders: [] }
/** Old orders beyond this are dropped so the history never fills the storage quota. */
export const MAX_ORDERS = 50
/**
 * The most the kept orders may weigh as JSON (UTF-8). With the cart and wishlist (bounded by
 * stock and by the catalogue) the whole shop then stays far below the sync route's body limit
 * (SHOP_BODY_LIMIT_BYTES, 128 KB) and below the 64 KB a browser lets a `keepalive` request carry
 * (the sync sent when a page is left), so a sync never fails for size. ~60 two-item orders.
 */
export const ORDERS_BUDGET_BYTES = 40 * 1024
/** More lines than the catalogue has products in every colour and size is not an order of ours. */
const MAX_ORDER_LINES = 50
/** Beyond any stock of the catalogue: a quantity above it is not an order of ours. */
const MAX_LINE_QUANTITY = 1000
/** 10 million dollars in cents: sums of real demo orders stay far below, and no sum loses precision. */
const MAX_CENTS = 1_000_000_000
/** Every payment method checkout offers (the type makes this list complete and exact). */
const PAYMENTS = { card: true, transfer: true, cash: true } as const satisfies Record<PaymentMethod, true>

/** `SF-YYMMDD-XXXXXX`: the date and six random characters, unique enough for a demo. */
export function orderNumber(date: Date, random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size))): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const code = Array.from(random(6), (byte) => alphabet[byte % alphabet.length]).join('')
  const ymd = date.toISOString().slice(2, 10).replaceAll('-', '')
  return `SF-${ymd}-${code}`
}

export function addOrder(state: OrdersState, order: Order): OrdersState {
  return keepNewest([order, ...state.orders], state.dropped ?? 0)
}

const utf8Bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

/**
 * The newest orders (given newest first) within MAX_ORDERS and ORDERS_BUDGET_BYTES; the older
 * ones are dropped and counted, on top of those `dropped` before.
 */
export function keepNewest(orders: readonly Order[], dropped = 0): OrdersState {
  let budget = ORDERS_BUDGET_BYTES
  let kept = 0
  while (kept < orders.length && kept < MAX_ORDERS) {
    budget -= utf8Bytes(orders[kept]) + 1
    if (budget < 0) break
    kept++
  }
  const total = Math.min(dropped + orders.length - kept, 1_000_000)
  return total > 0 ? { orders: orders.slice(0, kept), dropped: total } : { orders: orders.slice(0, kept) }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isCents = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_CENTS
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max

/** A product name in every language, as plain text (never an object a page would try to render). */
function readName(value: unknown): LocalizedText | undefined {
  if (!isRecord(value)) return undefined
  const name = {} as LocalizedText
  for (const language of LANGUAGES) {
    const text = value[language]
    if (!isText(text, 200)) return undefined
    name[language] = text
  }
  return name
}

function readItem(value: unknown): OrderItem | undefined {
  if (!isRecord(value) || typeof value.productId !== 'number' || findProduct(value.productId) === undefined) return undefined
  const name = readName(value.name)
  const { quantity, unitPrice, color, size } = value
  if (!name || !Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_LINE_QUANTITY || !isCents(unitPrice)) return undefined
  if ((color !== undefined && !isText(color, 40)) || (size !== undefined && !isText(size, 20))) return undefined
  const item: OrderItem = { productId: value.productId, name, quantity: quantity as number, unitPrice }
  if (color !== undefined) item.color = color as string
  if (size !== undefined) item.size = size as string
  return item
}

/**
 * An order as checkout makes it, checked against the catalogue (known products, names as text in
 * every language, a payment method checkout offers, quantities and amounts within bounds) and
 * rebuilt from the fields an order has, so nothing else a sender added is kept. Orders come from
 * the browser's storage and, for an account, from any browser signed in to it: the server reads
 * them with this too, and a page never gets anything it cannot show.
 */
function readOrder(value: unknown): Order | undefined {
  if (!isRecord(value) || !isText(value.number, 40) || !/^[A-Za-z0-9-]+$/.test(value.number)) return undefined
  if (!isText(value.createdAt, 40) || Number.isNaN(Date.parse(value.createdAt))) return undefined
  if (typeof value.payment !== 'string' || !Object.hasOwn(PAYMENTS, value.payment)) return undefined
  const summary = value.summary
  if (!isRecord(summary) || !(['total', 'discount', 'subtotal', 'tax', 'orderTotal'] as const).every((key) => isCents(summary[key]))) return undefined
  if (!Array.isArray(value.items) || value.items.length === 0 || value.items.length > MAX_ORDER_LINES) return undefined
  const items: OrderItem[] = []
  for (const raw of value.items) {
    const item = readItem(raw)
    if (!item) return undefined
    items.push(item)
  }
  return {
    number: value.number,
    createdAt: value.createdAt,
    items,
    summary: { total: summary.total as number, discount: summary.discount as number, subtotal: summary.subtotal as number, tax: summary.tax as number, orderTotal: summary.orderTotal as number },
    payment: value.payment as PaymentMethod,
  }
}

/**
 * Reads `{ v: 1, orders, dropped? }`; orders that are not orders of ours (readOrder) are dropped,
 * and the oldest beyond MAX_ORDERS or ORDERS_BUDGET_BYTES too (counted in `dropped`).
 */
export function parseOrders(raw: string | null): { state: OrdersState; repaired: boolean } {
  if (raw === null) return { state: EMPTY_ORDERS, repaired: false }
  try {
    const data: unknown = JSON.parse(raw)
    if (!isRecord(data) || data.v !== 1 || !Array.isArray(data.orders)) return { state: EMPTY_ORDERS, repaired: true }
    const valid = data.orders.map(readOrder).filter((order) => order !== undefined)
    const state = keepNewest(valid, Number.isInteger(data.dropped) && (data.dropped as number) > 0 ? (data.dropped as number) : 0)
    return { state, repaired: state.orders.length !== data.orders.length }
  } catch {
    return { state: EMPTY_ORDERS, repaired: true }
  }
}

export function serializeOrders(state: OrdersState): string {
  return JSON.stringify(state.dropped ? { v: 1, orders: state.orders, dropped: state.dropped } : { v: 1, orders: state.orders })
}
