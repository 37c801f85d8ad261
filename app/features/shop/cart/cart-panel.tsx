import { X as XDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { useEffect, useRef } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { useShopNotices } from '../use-shop-notices'
import { CartView } from './cart-view'

const X = icon(XDrawing)

/**
 * The right-side "Your Cart" panel: a modal <dialog> (focus trap, Escape and inert page for
 * free). Loaded on demand by the header button, never with the page.
 */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const ref = useRef<HTMLDialogElement>(null)
  useShopNotices()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby="cart-panel-title"
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="fixed inset-y-0 end-0 start-auto m-0 h-dvh max-h-dvh w-full max-w-md bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/50 open:flex open:flex-col"
    >
      <div className="flex items-center justify-between border-b px-5 py-4">
        <h2 id="cart-panel-title" className="text-xl font-bold">
          {t('shop.cart.title')}
        </h2>
        <button type="button" onClick={onClose} aria-label={t('shop.cart.close')} className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">
        <CartView layout="panel" onNavigate={onClose} />
      </div>
    </dialog>
  )
}
