/**
 * Which texts travel with which page (docs/decisions/013). The frame (header, menus, footer, forms,
 * toasts, the cart panel, the 404 and error pages) comes with the language layout on every page;
 * each page's own texts come with that page's loader. Entries are key prefixes of
 * content/locales/*.json. A page's bundle never repeats what the frame already carries.
 */
export const FRAME_TEXTS = [
  'meta',
  'common',
  'header',
  'menu',
  'footer',
  'social',
  'language',
  'theme',
  'toast',
  'backToTop',
  'notFound',
  'error',
  'leads',
  'shop.cart',
  'shop.toast',
  'consent',
] as const

export const PAGE_TEXTS = {
  blog: ['news', 'sections'],
  shop: ['shop', 'account.orders'],
  account: ['account', 'shop'],
  /** Sign-in, sign-up, password reset and the signed-in account pages. */
  accountPages: ['account'],
  /** The admin inbox of leads. */
  adminPages: ['admin'],
  /** Every content page, the home and contact pages included: their texts are in content/pages; these are the sections' labels. */
  content: ['sections', 'news'],
  search: ['search'],
} as const satisfies Record<string, readonly string[]>

export type PageTextBundle = keyof typeof PAGE_TEXTS

/** True when `key` (a full key, or a prefix ending in a dot) is covered by one of `prefixes`. */
export function isCovered(key: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))
}
