import { X as XDrawing } from 'lucide'
import type { ChangeEvent, MouseEvent, ReactNode, Ref } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import type { CartPart } from './cart-panel-hooks'

const X = icon(XDrawing)

/**
 * The cart's markup, without its state: the React panel and cart page (cart-panel.tsx,
 * cart-view.tsx) fill it with the store's lines, and on a page without React the server renders it
 * once into a `<template>` (cart-panel-template.tsx) that the panel's own script clones and fills
 * (cart-panel-dom.ts), so both kinds of page show one markup. `data-cart-part` names what that
 * script writes.
 */
const part = (name: CartPart) => ({ 'data-cart-part': name })

/**
 * The right-side "Your Cart" panel: a modal `<dialog>` (focus trap, Escape and inert page from the
 * platform); page scroll is blocked in CSS while it is open (`html:has(.cart-panel[open])`, SPEC §9's
 * offcanvas default). A click on the backdrop lands on the dialog element itself.
 */
export function CartPanelDialog({ ref, onClose, children }: { ref?: Ref<HTMLDialogElement>; onClose?: () => void; children: ReactNode }) {
  const { t } = useI18n()
  return (
    <dialog
      ref={ref}
      aria-labelledby="cart-panel-title"
      onClose={onClose}
      onClick={onClose && ((event: MouseEvent<HTMLDialogElement>) => event.target === event.currentTarget && onClose())}
      {...part('panel')}
      className="cart-panel fixed inset-y-0 end-0 start-auto m-0 h-dvh max-h-dvh w-full max-w-md bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/50 open:flex open:flex-col"
    >
      <div className="flex items-center justify-between border-b px-5 py-4">
        <h2 id="cart-panel-title" className="text-xl font-bold">
          {t('shop.cart.title')}
        </h2>
        <Button variant="ghost" size="icon" onClick={onClose} {...part('close')} aria-label={t('shop.cart.close')}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
    </dialog>
  )
}

export function CartEmpty({ onNavigate, hidden }: { onNavigate?: () => void; hidden?: boolean }) {
  const { t } = useI18n()
  return (
    <div hidden={hidden} {...part('empty')} className="flex flex-col items-start gap-4">
      <p>{t('shop.cart.empty')}</p>
      <LocalizedLink to="/shop/grid" onClick={onNavigate} className="font-semibold text-primary underline-offset-4 hover:underline">
        {t('shop.cart.continueShopping')}
      </LocalizedLink>
    </div>
  )
}

/** The lines (`children`), the subtotal and the way on. */
export function CartContents({ layout, subtotal, onNavigate, hidden, children }: { layout: 'panel' | 'page'; subtotal: string; onNavigate?: () => void; hidden?: boolean; children: ReactNode }) {
  const { t } = useI18n()
  return (
    <div hidden={hidden} {...part('filled')} className="flex flex-col gap-6">
      <ul {...part('lines')} className="divide-y border-y">
        {children}
      </ul>
      <p className="flex items-center justify-between text-lg font-semibold" data-testid="cart-subtotal">
        <span>{t('shop.cart.subtotal')}</span>
        <span {...part('subtotal')}>{subtotal}</span>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        <LocalizedLink to="/shop/checkout" onClick={onNavigate} className={buttonClasses({ size: 'lg' })}>
          {t('shop.cart.checkout')}
        </LocalizedLink>
        {layout === 'panel' ? (
          <LocalizedLink to="/shop/cart" onClick={onNavigate} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('shop.cart.viewCart')}
          </LocalizedLink>
        ) : (
          <LocalizedLink to="/shop/grid" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('shop.cart.continueShopping')}
          </LocalizedLink>
        )}
      </div>
    </div>
  )
}

export type CartLineProps = {
  layout: 'panel' | 'page'
  lineId: string
  /**
   * Undefined only in the server's `<template>` (cart-panel-template.tsx): its prototype line has a
   * name link without an address, which the panel's script sets when it fills the line in; a
   * placeholder address would be a link to a missing page in every page's HTML.
   */
  productId: number | undefined
  name: string
  image: { src: string; width: number; height: number } | undefined
  /** Colour and size, or null for a product without options. */
  options: string | null
  price: string
  /** The line's amount (the cart page's last column). */
  total: string
  quantity: number
  quantities: readonly number[]
  onQuantity?: (quantity: number) => void
  onRemove?: () => void
  onNavigate?: () => void
}

const NAME_LINK = 'font-semibold hover:text-primary'

/** One cart line: picture, name, options, unit price, the quantity select (01–03) and Remove. */
export function CartLine({ layout, lineId, productId, name, image, options, price, total, quantity, quantities, onQuantity, onRemove, onNavigate }: CartLineProps) {
  const { t } = useI18n()
  const selectId = `qty-${layout}-${lineId}`
  return (
    <li {...part('line')} className="flex gap-4 py-4">
      {image && <img {...part('image')} src={image.src} width={image.width} height={image.height} alt="" className={`${layout === 'page' ? 'size-24' : 'size-20'} shrink-0 rounded-lg border bg-muted object-contain p-2`} />}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {productId === undefined ? (
          <a {...part('name')} className={NAME_LINK}>
            {name}
          </a>
        ) : (
          <LocalizedLink {...part('name')} to={`/shop/single/${productId}`} onClick={onNavigate} className={NAME_LINK}>
            {name}
          </LocalizedLink>
        )}
        {options !== null && (
          <p {...part('options')} className="text-sm text-muted-foreground">
            {options}
          </p>
        )}
        <p {...part('price')} className="text-sm">
          {price}
        </p>
        <div className="mt-1 flex items-center gap-4">
          <label {...part('quantity-label')} className="sr-only" htmlFor={selectId}>
            {t('shop.cart.quantityOf', { name })}
          </label>
          <select
            id={selectId}
            {...part('quantity')}
            // Without a handler (the template) the value is only the initial one.
            {...(onQuantity ? { value: quantity, onChange: (event: ChangeEvent<HTMLSelectElement>) => onQuantity(Number(event.target.value)) } : {})}
            className="h-9 rounded-lg border bg-background px-2 text-sm"
          >
            {quantities.map((n) => (
              <option key={n} value={n}>
                {String(n).padStart(2, '0')}
              </option>
            ))}
          </select>
          <button type="button" onClick={onRemove} {...part('remove')} aria-label={t('shop.cart.removeItem', { name })} className="text-sm font-medium text-danger underline underline-offset-4 hover:no-underline">
            {t('shop.cart.remove')}
          </button>
        </div>
      </div>
      {layout === 'page' && <p className="shrink-0 font-semibold">{total}</p>}
    </li>
  )
}
