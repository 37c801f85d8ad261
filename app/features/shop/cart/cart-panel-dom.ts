import type { ToastOptions } from '~/lib/toast-store'
import type { Language } from '~/features/i18n/languages'
import { localizePath } from '~/features/i18n/localize-path'
import { CART_PANEL_EVENT, requestToast } from '~/lib/frame-events'
import { salePrice } from '../catalog'
import { formatMoney } from '../money'
import { CART_KEY } from '../shop-keys'
import { subscribeNotices, takeNotices } from '../shop-storage'
import { CART_PANEL_TEMPLATE, NAME_SLOT, type CartPanelMessages, type CartPart } from './cart-panel-hooks'
import { cartStore, dispatchCart, lineOptions, quantityOptions, resolveLines, subtotalOf, type ResolvedLine } from './cart-store'

/** SPEC §9: cart toasts last 1000 ms with a progress bar (as use-cart.ts). */
const CART_TOAST: ToastOptions = { timeOut: 1000, progressBar: true }

const find = <T extends HTMLElement = HTMLElement>(root: ParentNode, name: CartPart) => root.querySelector<T>(`[data-cart-part="${name}"]`)!

/**
 * The cart panel of a page without React (docs/decisions/021): the header's cart link asks for it
 * (CART_PANEL_EVENT, from the frame script), and this opens the server-rendered panel of the page's
 * `<template>` (cart-panel-template.tsx) as a modal dialog, with the stored cart's lines. The rules
 * and the storage are the shop's own (cart-store.ts: the same key and format, and the header's
 * count hears every write); a change in another tab shows too.
 */
export function startCartPanel(): void {
  let dialog: HTMLDialogElement | null = null
  window.addEventListener(CART_PANEL_EVENT, (event) => {
    const template = document.querySelector<HTMLTemplateElement>(CART_PANEL_TEMPLATE)
    if (!template) return
    event.preventDefault()
    dialog ??= createPanel(template)
    if (!dialog.open) dialog.showModal()
  })
  // A page left with its panel open comes back from the back/forward cache closed (as a React
  // page's panel, which closes on navigation), and reads the cart again: the shop may have changed it.
  window.addEventListener('pagehide', () => dialog?.close())
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && dialog) window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }))
  })
}

function createPanel(template: HTMLTemplateElement): HTMLDialogElement {
  const language = template.dataset.language as Language
  const locale = template.dataset.locale ?? 'en-US'
  const messages = JSON.parse(template.dataset.messages ?? '{}') as CartPanelMessages
  const dialog = (template.content.cloneNode(true) as DocumentFragment).querySelector('dialog')!
  const list = find<HTMLUListElement>(dialog, 'lines')
  const prototype = find<HTMLLIElement>(list, 'line')
  prototype.remove()
  const rows = new Map<string, HTMLLIElement>()
  let lines: ResolvedLine[] = []

  const newRow = (line: ResolvedLine): HTMLLIElement => {
    const row = prototype.cloneNode(true) as HTMLLIElement
    const name = line.product.name[language]
    const image = line.product.images[0]
    const picture = find<HTMLImageElement>(row, 'image')
    if (image) Object.assign(picture, { src: image.src, width: image.width, height: image.height })
    else picture.remove()
    const link = find<HTMLAnchorElement>(row, 'name')
    link.textContent = name
    link.setAttribute('href', localizePath(`/shop/single/${line.productId}`, language))
    const options = lineOptions(line, language)
    if (options === null) find(row, 'options').remove()
    else find(row, 'options').textContent = options
    find(row, 'price').textContent = formatMoney(salePrice(line.product), locale)
    const select = find<HTMLSelectElement>(row, 'quantity')
    select.id = `qty-panel-${line.id}`
    const label = find<HTMLLabelElement>(row, 'quantity-label')
    label.htmlFor = select.id
    label.textContent = label.textContent!.replace(NAME_SLOT, name)
    const remove = find(row, 'remove')
    remove.setAttribute('aria-label', remove.getAttribute('aria-label')!.replace(NAME_SLOT, name))
    row.dataset.lineId = line.id
    return row
  }

  const render = () => {
    const state = cartStore.get()
    lines = resolveLines(state)
    const focused = dialog.contains(document.activeElement) ? document.activeElement?.closest<HTMLLIElement>('[data-line-id]') : null
    let gone = -1
    for (const [id, row] of rows) {
      if (lines.some((line) => line.id === id)) continue
      if (row === focused) gone = [...list.children].indexOf(row)
      row.remove()
      rows.delete(id)
    }
    lines.forEach((line, index) => {
      let row = rows.get(line.id)
      if (!row) rows.set(line.id, (row = newRow(line)))
      // Rows already in place stay where they are: a focused select keeps its focus.
      if (list.children[index] !== row) list.insertBefore(row, list.children[index] ?? null)
      const select = find<HTMLSelectElement>(row, 'quantity')
      const quantities = quantityOptions(state, line)
      if ([...select.options].map((option) => option.value).join() !== quantities.join()) {
        select.replaceChildren(
          ...quantities.map((n) => Object.assign(document.createElement('option'), { value: String(n), textContent: String(n).padStart(2, '0') })),
        )
      }
      select.value = String(line.quantity)
    })
    find(dialog, 'empty').hidden = lines.length > 0
    find(dialog, 'filled').hidden = lines.length === 0
    find(dialog, 'subtotal').textContent = formatMoney(subtotalOf(lines), locale)
    // The focus was on a line that went: it moves to the line now in its place, or the way on.
    if (gone >= 0) {
      const next = list.children[Math.min(gone, list.children.length - 1)]
      ;(next ? find(next, 'quantity') : find(dialog, 'empty').querySelector('a'))?.focus()
    }
  }

  const lineOf = (target: Element) => lines.find((line) => line.id === target.closest<HTMLElement>('[data-line-id]')?.dataset.lineId)

  dialog.addEventListener('change', (event) => {
    const select = event.target as HTMLSelectElement
    const line = lineOf(select)
    if (line) dispatchCart({ type: 'set', id: line.id, quantity: Number(select.value) })
  })
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element
    // A click on the backdrop lands on the dialog element itself.
    if (target === dialog || target.closest('[data-cart-part="close"]')) return dialog.close()
    if (!target.closest('[data-cart-part="remove"]')) return
    const line = lineOf(target)
    if (!line) return
    const before = cartStore.get()
    if (dispatchCart({ type: 'remove', id: line.id }) !== before) {
      requestToast({ type: 'error', title: messages.removedTitle, message: messages.removed.replace(NAME_SLOT, line.product.name[language]), options: CART_TOAST })
    }
  })

  // A stored cart that was corrupted is reset by the store, and storage that keeps nothing says so: once, as on shop pages.
  const tell = () => takeNotices().forEach((notice) => requestToast({ type: 'info', title: messages.info, message: messages[notice] }))
  cartStore.subscribe(render)
  subscribeNotices(tell)
  render()
  tell()
  document.body.append(dialog)
  return dialog
}
