// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { frameTextsJson } from '~/features/i18n/dictionaries.server'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider } from '~/features/i18n/i18n-context'
import type { Language } from '~/features/i18n/languages'
import { startCartPanelLoader } from '~/frame/cart-panel-loader'
import { SHOP_STORAGE_EVENT, TOAST_EVENT, type ShopStorageDetail, type ToastRequest } from '~/lib/frame-events'
import { startHeaderCounts } from '~/frame/header-counts'
import { CART_KEY } from '../shop-keys'
import { createPersistentStore } from '../shop-storage'
import { EMPTY_CART, parseCart, serializeCart, type CartState } from './cart-reducer'
import { startCartPanel } from './cart-panel-dom'
import CartPanelTemplate from './cart-panel-template'
import { HeaderCartButton } from './header-cart-button'

/** The header's cart link and the page's panel template, as the server sends a page without React. */
function serverHtml(language: Language): string {
  const page = (
    <I18nProvider language={language} dictionary={parseDictionary(frameTextsJson(language))}>
      <header className="site-header">
        <HeaderCartButton />
      </header>
      <main />
      <CartPanelTemplate />
    </I18nProvider>
  )
  const router = createMemoryRouter([{ path: `/${language}`, element: page }], { initialEntries: [`/${language}`] })
  return renderToString(<RouterProvider router={router} />)
}

const PHONE = { id: '1030|Silver|256 GB', productId: 1030, quantity: 1, color: 'Silver', size: '256 GB' }
const SHIRT = { id: '1031||', productId: 1031, quantity: 2 }

const scripts: HTMLScriptElement[] = []
let toasts: ToastRequest[] = []
let written: ShopStorageDetail[] = []
/** Whether the frame script had cancelled the last click (following the link) before the page's own listener saw it. */
let followed = true

const link = () => document.querySelector<HTMLAnchorElement>('a[data-cart-link]')!
const panel = () => document.querySelector<HTMLDialogElement>('body > dialog[data-cart-part="panel"]')
const rows = () => [...panel()!.querySelectorAll<HTMLLIElement>('[data-cart-part="lines"] > li')]
const part = (root: ParentNode, name: string) => root.querySelector<HTMLElement>(`[data-cart-part="${name}"]`)!
const select = (row: HTMLElement) => part(row, 'quantity') as HTMLSelectElement
const count = () => document.querySelector('[data-cart-count]')!.textContent
const stored = () => JSON.parse(localStorage.getItem(CART_KEY)!) as unknown

/** A click as a visitor makes it; returns whether the frame script cancelled its default (following the link). */
function click(target: Element, init: MouseEventInit = {}): boolean {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  return !followed
}

/** The cart changed elsewhere (another tab): storage holds it and says so. */
function storeCart(items: unknown[] | string) {
  const raw = typeof items === 'string' ? items : JSON.stringify({ v: 1, items })
  localStorage.setItem(CART_KEY, raw)
  window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: raw }))
}

function open() {
  panel()?.close()
  expect(click(link())).toBe(true)
  expect(panel()?.open).toBe(true)
}

// One page for the whole file, as in a browser: the frame script starts once, the panel's script once.
beforeAll(() => {
  document.documentElement.lang = 'en'
  localStorage.setItem(CART_KEY, JSON.stringify({ v: 1, items: [PHONE, SHIRT] }))
  document.body.innerHTML = serverHtml('en')
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void scripts.push(...(nodes as HTMLScriptElement[])))
  window.addEventListener(TOAST_EVENT, (event) => {
    event.preventDefault()
    toasts.push((event as CustomEvent<ToastRequest>).detail)
  })
  window.addEventListener(SHOP_STORAGE_EVENT, (event) => written.push((event as CustomEvent<ShopStorageDetail>).detail))
  // Last on the document, like the page's own listeners: never lets the test navigate.
  startHeaderCounts()
  startCartPanelLoader()
  document.addEventListener('click', (event) => {
    followed = !event.defaultPrevented
    event.preventDefault()
  })
})

beforeEach(() => {
  toasts = []
  written = []
})

afterEach(() => panel()?.close())

describe('the cart panel of a page without React', () => {
  it('is a link to the cart page in the HTML, with the panel as an inert template in the page language', () => {
    expect(link().getAttribute('href')).toBe('/en/shop/cart')
    const template = document.querySelector<HTMLTemplateElement>('template[data-cart-panel]')!
    expect(template.dataset.script).toMatch(/cart-panel/)
    expect(template.dataset).toMatchObject({ language: 'en', locale: 'en-US' })
    expect(JSON.parse(template.dataset.messages!)).toMatchObject({ removedTitle: 'Removed from cart', removed: '{name} removed from your cart' })
    const dialog = template.content.querySelector('dialog')!
    expect(dialog.querySelector('h2')!.textContent).toBe('Your Cart')
    expect(dialog.getAttribute('aria-labelledby')).toBe('cart-panel-title')
    expect(dialog.classList).toContain('cart-panel')
    // The prototype line's name link gets its address only when the script fills a line in: a
    // placeholder one would be a link to a missing product in every page's HTML.
    expect(part(dialog, 'name').hasAttribute('href')).toBe(false)
    expect(document.querySelector('dialog')).toBeNull()
    expect(count()).toBe('3')
  })

  it('leaves a modified click to the browser (a new tab), and loads nothing for it', () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(click(link(), init)).toBe(false)
    expect(scripts).toEqual([])
  })

  it('loads its script when the link is first hovered or focused, once, and a click waits for it', () => {
    link().dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    link().focus()
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([document.querySelector<HTMLElement>('template[data-cart-panel]')!.dataset.script])
    expect(click(link())).toBe(true)
    expect(panel()).toBeNull()
    // The script arrives and runs: the click's panel opens.
    startCartPanel()
    scripts[0]!.dispatchEvent(new Event('load'))
    expect(panel()!.open).toBe(true)
    expect(scripts).toHaveLength(1)
  })

  it('shows each stored line with its picture, name, options, price, a quantity select 01–03 and Remove, and the subtotal', () => {
    open()
    const [phone, shirt] = rows()
    expect(rows()).toHaveLength(2)
    expect(part(phone!, 'name').textContent).toBe('Nova X Smartphone')
    expect(part(phone!, 'name').getAttribute('href')).toBe('/en/shop/single/1030')
    expect(part(phone!, 'image').getAttribute('src')).toBe('/images/shop/smartphone-front.svg')
    expect(part(phone!, 'options').textContent).toBe('Silver · 256 GB')
    expect(part(phone!, 'price').textContent).toBe('$629.10')
    expect(part(shirt!, 'options')).toBeNull()
    expect([...select(phone!).options].map((option) => option.textContent)).toEqual(['01', '02', '03'])
    expect(select(phone!).value).toBe('1')
    expect(select(shirt!).value).toBe('2')
    // Each select has its own name, from its label.
    const label = part(shirt!, 'quantity-label') as HTMLLabelElement
    expect(label.textContent).toBe('Quantity of Organic Cotton T-Shirt')
    expect(document.getElementById(label.htmlFor)).toBe(select(shirt!))
    expect(part(shirt!, 'remove').textContent).toBe('Remove')
    expect(part(shirt!, 'remove').getAttribute('aria-label')).toBe('Remove Organic Cotton T-Shirt from the cart')
    expect(part(panel()!, 'subtotal').textContent).toBe('$669.08')
    expect(part(panel()!, 'empty').hidden).toBe(true)
    const checkout = [...panel()!.querySelectorAll('a')].find((a) => a.textContent === 'Continue to Checkout')
    expect(checkout?.getAttribute('href')).toBe('/en/shop/checkout')
  })

  it('changes a quantity in storage, its subtotal and the header count, and keeps the focus on the select', () => {
    open()
    const phone = select(rows()[0]!)
    phone.focus()
    phone.value = '3'
    phone.dispatchEvent(new Event('change', { bubbles: true }))
    expect(stored()).toEqual({ v: 1, items: [{ ...PHONE, quantity: 3 }, SHIRT] })
    expect(written.map((detail) => detail.key)).toEqual([CART_KEY])
    expect(part(panel()!, 'subtotal').textContent).toBe('$1,927.28')
    expect(count()).toBe('5')
    expect(link().getAttribute('aria-label')).toBe('Cart: 5 items')
    expect(document.activeElement).toBe(phone)
  })

  it('removes a line with Remove, says so in a toast, and shows the empty state when the last goes', () => {
    open()
    click(part(rows()[0]!, 'remove'))
    expect(rows().map((row) => part(row, 'name').textContent)).toEqual(['Organic Cotton T-Shirt'])
    expect(toasts).toEqual([{ type: 'error', title: 'Removed from cart', message: 'Nova X Smartphone removed from your cart', options: { timeOut: 1000, progressBar: true } }])
    expect(stored()).toEqual({ v: 1, items: [SHIRT] })
    expect(count()).toBe('2')
    const last = part(rows()[0]!, 'remove')
    last.focus()
    click(last)
    expect(stored()).toEqual({ v: 1, items: [] })
    expect(count()).toBe('0')
    expect(rows()).toEqual([])
    expect(part(panel()!, 'filled').hidden).toBe(true)
    const empty = part(panel()!, 'empty')
    expect(empty.hidden).toBe(false)
    expect(empty.textContent).toContain('Your cart is empty.')
    // The focus was on the line that went: it moves to the way on.
    expect(document.activeElement).toBe(empty.querySelector('a'))
    expect(empty.querySelector('a')!.getAttribute('href')).toBe('/en/shop/grid')
  })

  it('follows a change made in another tab, and offers no more than the stock left', () => {
    storeCart([
      { id: '1032|Coral|41', productId: 1032, quantity: 3, color: 'Coral', size: '41' },
      { id: '1032|Coral|42', productId: 1032, quantity: 1, color: 'Coral', size: '42' },
    ])
    open()
    // The shoes have 5 in stock: the second line may hold 2.
    expect(rows().map((row) => [...select(row).options].map((option) => option.value))).toEqual([
      ['1', '2', '3'],
      ['1', '2'],
    ])
    expect(rows().map((row) => part(row, 'options').textContent)).toEqual(['Coral · 41', 'Coral · 42'])
    expect(part(panel()!, 'empty').hidden).toBe(true)
  })

  it('closes on its close button and on the backdrop, and opens again', () => {
    open()
    click(part(panel()!, 'close'))
    expect(panel()!.open).toBe(false)
    open()
    click(panel()!)
    expect(panel()!.open).toBe(false)
    open()
    // A click inside the panel is no backdrop click.
    click(part(panel()!, 'subtotal'))
    expect(panel()!.open).toBe(true)
  })

  it("follows the account's sync, a script of its own with its own copy of the store, and the sync hears the panel's changes", () => {
    // What account-shop-sync.page.ts bundles: the same store module, another instance.
    const sync = createPersistentStore<CartState>({ key: CART_KEY, empty: EMPTY_CART, parse: (raw) => parseCart(raw, () => 10), serialize: serializeCart })
    const heard = vi.fn()
    sync.subscribe(heard)
    open()
    sync.update(() => ({ items: [SHIRT] }))
    expect(rows().map((row) => part(row, 'name').textContent)).toEqual(['Organic Cotton T-Shirt'])
    expect(count()).toBe('2')
    heard.mockClear()
    const shirt = select(rows()[0]!)
    shirt.value = '3'
    shirt.dispatchEvent(new Event('change', { bubbles: true }))
    expect(heard).toHaveBeenCalledTimes(1)
    expect(sync.get()).toEqual({ items: [{ ...SHIRT, quantity: 3 }] })
  })

  it('repairs a corrupted stored cart and says so once', () => {
    storeCart('{"v":1,"items":[{')
    open()
    expect(rows()).toEqual([])
    expect(stored()).toEqual({ v: 1, items: [] })
    expect(toasts).toEqual([{ type: 'info', title: 'Info', message: 'Your saved cart or wishlist could not be read, so it was reset.' }])
  })
})

describe('the template in the other languages', () => {
  it.each([
    ['tr', 'Sepetiniz', 'tr-TR'],
    ['de', 'Ihr Warenkorb', 'de-DE'],
  ] as const)('%s: title %s, money in %s', (language, title, locale) => {
    const holder = document.createElement('div')
    holder.innerHTML = serverHtml(language)
    const template = holder.querySelector('template')!
    expect(template.content.querySelector('h2')!.textContent).toBe(title)
    expect(template.dataset.locale).toBe(locale)
    expect(holder.querySelector('a[data-cart-link]')!.getAttribute('href')).toBe(`/${language}/shop/cart`)
  })
})
