import { useSyncExternalStore } from 'react'
import { ORDERS_KEY } from '../shop-keys'
import { createPersistentStore } from '../shop-storage'
import { addOrder, EMPTY_ORDERS, parseOrders, serializeOrders, type Order, type OrdersState } from './orders'

export const ordersStore = createPersistentStore<OrdersState>({ key: ORDERS_KEY, empty: EMPTY_ORDERS, parse: parseOrders, serialize: serializeOrders })

export const recordOrder = (order: Order) => ordersStore.update((state) => addOrder(state, order))

/** The order history, or null while it is not known yet (server render and hydration). */
export function useOrders(): OrdersState | null {
  return useSyncExternalStore(ordersStore.subscribe, ordersStore.getSnapshot, ordersStore.getServerSnapshot)
}
