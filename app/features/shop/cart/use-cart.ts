import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { toast, type ToastOptions } from '~/components/ui/toast'
import { useI18n } from '~/features/i18n/i18n-context'
import type { Product } from '../catalog'
import { cartCount, lineId, MAX_PER_ITEM, type CartState } from './cart-reducer'
import { cartStore, dispatchCart, resolveLines, type ResolvedLine } from './cart-store'

/** SPEC §9: cart toasts last 1000 ms with a progress bar. */
// The cast: ToastOptions is typed from the `as const` defaults (timeOut: 5000 as a literal type).
const CART_TOAST = { timeOut: 1000, progressBar: true } as unknown as ToastOptions

/** The cart state, or null while it is not known yet (server render and hydration). */
export function useCartState(): CartState | null {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot)
}

export function useCart() {
  const { t, language } = useI18n()
  const state = useCartState()
  const lines = useMemo(() => (state ? resolveLines(state) : null), [state])
  const nameOf = useCallback((product: Product) => product.name[language], [language])

  const add = useCallback(
    (product: Product, quantity: number, options: { color?: string; size?: string } = {}) => {
      const before = cartStore.get()
      const id = lineId(product.id, options.color, options.size)
      const had = before.items.find((line) => line.id === id)?.quantity ?? 0
      const after = dispatchCart({ type: 'add', productId: product.id, quantity, ...options })
      const has = after.items.find((line) => line.id === id)?.quantity ?? 0
      if (has > had) toast.success(t('shop.toast.addedTitle'), t('shop.toast.added', { name: nameOf(product) }), CART_TOAST)
      if (has - had < quantity) {
        // Clamped: by the 3 a line may hold, or by what is left in stock.
        const byItemLimit = has === MAX_PER_ITEM
        const message = byItemLimit
          ? t('shop.toast.itemLimit', { name: nameOf(product), count: MAX_PER_ITEM })
          : t('shop.toast.stockLimit', { name: nameOf(product), count: product.stock })
        toast.warning(t('toast.warning'), message, CART_TOAST)
      }
    },
    [t, nameOf],
  )

  const remove = useCallback(
    (line: ResolvedLine) => {
      const before = cartStore.get()
      if (dispatchCart({ type: 'remove', id: line.id }) !== before) {
        toast.error(t('shop.toast.removedTitle'), t('shop.toast.removed', { name: nameOf(line.product) }), CART_TOAST)
      }
    },
    [t, nameOf],
  )

  const setQuantity = useCallback(
    (line: ResolvedLine, quantity: number) => {
      if (quantity === 0) return remove(line)
      dispatchCart({ type: 'set', id: line.id, quantity })
    },
    [remove],
  )

  const clear = useCallback(() => dispatchCart({ type: 'clear' }), [])

  return { state, lines, count: state ? cartCount(state) : 0, add, remove, setQuantity, clear }
}
