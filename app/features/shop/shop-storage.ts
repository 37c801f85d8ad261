import { SHOP_STORAGE_EVENT, type ShopStorageDetail } from '~/lib/frame-events'

/**
 * A value kept in localStorage and shared with React through useSyncExternalStore. It never
 * throws: corrupted data becomes a clean state, and storage that is full or disabled (private
 * mode, quota, a policy) leaves the value in memory for this page. Either case is recorded as a
 * notice that the UI shows once (see useShopNotices).
 */
export type ShopNotice = 'repaired' | 'unavailable'

const notices = new Set<ShopNotice>()
const shown = new Set<ShopNotice>()
const noticeListeners = new Set<() => void>()

function notify(notice: ShopNotice) {
  if (shown.has(notice)) return
  notices.add(notice)
  noticeListeners.forEach((listener) => listener())
}

/** Notices not yet shown; each kind is handed out once per page load. */
export function takeNotices(): ShopNotice[] {
  const list = [...notices]
  notices.clear()
  list.forEach((notice) => shown.add(notice))
  return list
}

export function subscribeNotices(listener: () => void): () => void {
  noticeListeners.add(listener)
  return () => noticeListeners.delete(listener)
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export type PersistentStore<T> = {
  subscribe: (listener: () => void) => () => void
  /** The current value; `null` on the server and during hydration, where storage is unknown. */
  getSnapshot: () => T | null
  getServerSnapshot: () => T | null
  get: () => T
  update: (change: (value: T) => T) => T
}

export function createPersistentStore<T>(options: {
  key: string
  empty: T
  parse: (raw: string | null) => { state: T; repaired: boolean }
  serialize: (value: T) => string
}): PersistentStore<T> {
  let value: T | undefined
  let writing = false
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((listener) => listener())

  function write(next: T) {
    const store = storage()
    const raw = options.serialize(next)
    try {
      if (!store) throw new Error('no storage')
      store.setItem(options.key, raw)
    } catch {
      notify('unavailable')
    }
    // The header's count (the frame script) hears the value, also when storage could not keep it.
    writing = true
    try {
      window.dispatchEvent(new CustomEvent<ShopStorageDetail>(SHOP_STORAGE_EVENT, { detail: { key: options.key, raw } }))
    } finally {
      writing = false
    }
  }

  function read(): T {
    const store = storage()
    let raw: string | null = null
    try {
      if (!store) throw new Error('no storage')
      raw = store.getItem(options.key)
    } catch {
      notify('unavailable')
      return options.empty
    }
    const { state, repaired } = options.parse(raw)
    if (repaired) {
      notify('repaired')
      write(state)
    }
    return state
  }

  function get(): T {
    value ??= read()
    return value
  }

  let listening = false
  function onStorage(event: StorageEvent) {
    // Another tab changed it (event.key null: that tab cleared all of storage).
    if (event.key !== options.key && event.key !== null) return
    value = read()
    emit()
  }

  // Another script of this page wrote it with its own copy of the store (on a page without React
  // the cart panel's script and the account's sync are separate bundles): take its value as it is.
  function onShopStorage(event: Event) {
    const detail = (event as CustomEvent<ShopStorageDetail>).detail
    if (writing || detail?.key !== options.key) return
    value = options.parse(detail.raw).state
    emit()
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (!listening && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage)
        window.addEventListener(SHOP_STORAGE_EVENT, onShopStorage)
        listening = true
      }
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: get,
    getServerSnapshot: () => null,
    get,
    update(change) {
      const current = get()
      const next = change(current)
      if (next !== current) {
        value = next
        write(next)
        emit()
      }
      return next
    },
  }
}
