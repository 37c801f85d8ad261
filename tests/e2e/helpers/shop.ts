import { expect, type Page } from '@playwright/test'
import { t, type Lang } from './i18n'

export { hydrated } from './foundation'

const LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en-US', de: 'de-DE' }
export const CART_KEY = 'sf.shop.cart'
export const WISHLIST_KEY = 'sf.shop.wishlist'

export const money = (lang: Lang, cents: number) => new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'USD' }).format(cents / 100)

export const PHONE = { tr: 'Nova X Akıllı Telefon', en: 'Nova X Smartphone', de: 'Nova X Smartphone' } as const
export const TSHIRT = { tr: 'Organik Pamuk Tişört', en: 'Organic Cotton T-Shirt', de: 'T-Shirt aus Bio-Baumwolle' } as const

/** The header's cart button (a link), found by its "Cart: 1 item" / "Cart: N items" name. */
export function cartButton(page: Page, lang: Lang) {
  const pattern = (form: 'one' | 'other') => t(lang, `shop.cart.open.${form}`, { count: '__N__' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('__N__', '\\d+')
  return page.getByRole('banner').getByRole('link', { name: new RegExp(`^(?:${pattern('one')}|${pattern('other')})$`) })
}

export async function expectCount(page: Page, count: number) {
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText(String(count))
}

type ShownToast = { type: string; text: string }

/**
 * Records every toast the page shows (its type and text), so that a test checks what the page
 * said and not whether it is still on screen: a toast leaves after 5 s, and on a busy machine a
 * few checks in a row can take longer. Call before the page loads; read with `toastsShown`.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: ShownToast[] = []
    Object.defineProperty(window, '__toastsShown', { value: shown })
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue
          for (const element of node.matches('[data-type]') ? [node] : Array.from(node.querySelectorAll('[data-type]'))) {
            shown.push({ type: element.getAttribute('data-type') ?? '', text: element.textContent ?? '' })
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

/** The types of the toasts this page has shown so far whose text contains `message`, in order. */
export function toastsShown(page: Page, message: string): Promise<string[]> {
  return page.evaluate(
    (message) => (window as unknown as { __toastsShown: ShownToast[] }).__toastsShown.filter((shown) => shown.text.includes(message)).map((shown) => shown.type),
    message,
  )
}
