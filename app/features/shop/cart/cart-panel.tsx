import { useEffect, useRef } from 'react'
import { useShopNotices } from '../use-shop-notices'
import { CartPanelDialog } from './cart-parts'
import { CartView } from './cart-view'

/**
 * The right-side "Your Cart" panel of a React page. Loaded on demand by the header button, never
 * with the page. A page without React shows the same dialog from its own script (cart-panel-dom.ts).
 */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  useShopNotices()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <CartPanelDialog ref={ref} onClose={onClose}>
      <CartView layout="panel" onNavigate={onClose} />
    </CartPanelDialog>
  )
}
