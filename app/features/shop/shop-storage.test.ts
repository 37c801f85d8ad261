import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { findProduct, PRODUCTS } from './catalog'
import { EMPTY_CART, parseCart, serializeCart, type CartState } from './cart/cart-reducer'
import { SITEMAP_PATHS } from '~/features/seo/sitemap'

/** A Map-backed Storage whose setItem can be made to fail like a full quota. */
function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    full: false,
    getItem(key: string) {
      return data.get(key) ?? null
    },
    setItem(key: string, value: string) {
      if (this.full) throw new DOMException('Quota exceeded', 'QuotaExceededError')
      data.set(key, value)
    },
  }
}

const stockOf = (id: number) => findProduct(id)?.stock
const KEY = 'sf.shop.cart'

async function freshStore(storage: ReturnType<typeof fakeStorage> | 'disabled') {
  vi.resetModules()
  const listeners: ((event: { key: string | null }) => void)[] = []
  /** The window events the store sent (the header's count hears its writes). */
  const written: { type: string; detail: unknown }[] = []
  vi.stubGlobal('window', {
    get localStorage() {
      if (storage === 'disabled') throw new DOMException('denied', 'SecurityError')
      return storage
    },
    addEventListener: (_: string, listener: (event: { key: string | null }) => void) => listeners.push(listener),
    dispatchEvent: (event: CustomEvent) => void written.push({ type: event.type, detail: event.detail }),
  })
  const module = await import('./shop-storage')
  const store = module.createPersistentStore<CartState>({ key: KEY, empty: EMPTY_CART, parse: (raw) => parseCart(raw, stockOf), serialize: serializeCart })
  return { ...module, store, written, fireStorage: (key: string | null) => listeners.forEach((listener) => listener({ key })) }
}

const oneShirt: CartState = { items: [{ id: '1031||', productId: 1031, quantity: 1 }] }

describe('createPersistentStore', () => {
  beforeEach(() => vi.unstubAllGlobals())
  afterEach(() => vi.unstubAllGlobals())

  it('is unknown (null) on the server snapshot and reads storage on the client', async () => {
    const storage = fakeStorage({ [KEY]: serializeCart(oneShirt) })
    const { store, takeNotices } = await freshStore(storage)
    expect(store.getServerSnapshot()).toBeNull()
    expect(store.getSnapshot()).toEqual(oneShirt)
    expect(takeNotices()).toEqual([])
  })

  it('resets corrupted data, writes the clean value back and says so once', async () => {
    const storage = fakeStorage({ [KEY]: '{"v":1,"items":[{' })
    const { store, takeNotices, written } = await freshStore(storage)
    expect(store.get()).toEqual(EMPTY_CART)
    expect(storage.data.get(KEY)).toBe(serializeCart(EMPTY_CART))
    expect(written).toEqual([{ type: 'site:shop-storage', detail: { key: KEY, raw: serializeCart(EMPTY_CART) } }])
    expect(takeNotices()).toEqual(['repaired'])
    expect(takeNotices()).toEqual([])
  })

  it('keeps working in memory when storage is full, and says so', async () => {
    const storage = fakeStorage()
    storage.full = true
    const { store, takeNotices, written } = await freshStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    store.update(() => oneShirt)
    expect(store.get()).toEqual(oneShirt)
    expect(listener).toHaveBeenCalledTimes(1)
    // Storage kept nothing: the header's count hears the cart from the store itself.
    expect(written).toEqual([{ type: 'site:shop-storage', detail: { key: KEY, raw: serializeCart(oneShirt) } }])
    expect(takeNotices()).toEqual(['unavailable'])
  })

  it('keeps working in memory when storage is disabled', async () => {
    const { store, takeNotices } = await freshStore('disabled')
    expect(store.get()).toEqual(EMPTY_CART)
    store.update(() => oneShirt)
    expect(store.get()).toEqual(oneShirt)
    expect(takeNotices()).toEqual(['unavailable'])
  })

  it('follows changes another tab makes to its key, and only to its key', async () => {
    const storage = fakeStorage()
    const { store, fireStorage } = await freshStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.get()).toEqual(EMPTY_CART)
    storage.data.set(KEY, serializeCart(oneShirt))
    fireStorage('sf.shop.wishlist')
    expect(listener).not.toHaveBeenCalled()
    fireStorage(KEY)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get()).toEqual(oneShirt)
  })

  it('does not notify or write when an update changes nothing', async () => {
    const storage = fakeStorage()
    const { store } = await freshStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    store.update((state) => state)
    expect(listener).not.toHaveBeenCalled()
    expect(storage.data.has(KEY)).toBe(false)
  })
})

describe('catalogue', () => {
  it('has the spec sample: a smartphone 1030, a t-shirt and shoes, in one category, each with its own pictures', () => {
    expect(PRODUCTS.map((p) => p.id)).toEqual([1030, 1031, 1032])
    expect(new Set(PRODUCTS.map((p) => p.categoryId)).size).toBe(1)
    const images = PRODUCTS.flatMap((p) => p.images.map((i) => i.src))
    expect(new Set(images).size).toBe(images.length)
    for (const p of PRODUCTS) for (const lang of ['tr', 'en', 'de'] as const) expect(p.name[lang] && p.description[lang]).toBeTruthy()
  })

  it('finds products by number or digit string only', () => {
    expect(findProduct('1030')?.id).toBe(1030)
    expect(findProduct(1031)?.id).toBe(1031)
    for (const id of ['1030abc', '-1', '', '1e3', 9999, null]) expect(findProduct(id)).toBeUndefined()
  })

  it('lists every product page in the sitemap', () => {
    for (const p of PRODUCTS) expect(SITEMAP_PATHS).toContain(`/shop/single/${p.id}`)
  })
})
