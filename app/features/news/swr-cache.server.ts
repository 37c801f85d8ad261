type Entry<T> = {
  value: T | undefined
  /** Until then the entry (a value, or a recent failure) counts as fresh. */
  freshUntil: number
  refreshing: Promise<void> | undefined
  lastError: string | undefined
}

export type SwrCacheOptions<K, T> = {
  ttlMs: () => number
  /** How long a failed load without any value is remembered before the next try (default: the TTL). */
  retryMs?: () => number
  load: (key: K, signal: AbortSignal) => Promise<T>
  now?: () => number
  onError?: (key: K, error: unknown) => void
}

/**
 * In-memory stale-while-revalidate cache: a stale value is served while one refresh per key
 * runs; a failed refresh keeps the last good value (and is retried after the TTL); a failure
 * without any value is remembered for `retryMs`, so a broken source is not asked on every request.
 */
export class SwrCache<K, T> {
  private readonly entries = new Map<K, Entry<T>>()
  private readonly controllers = new Set<AbortController>()
  private readonly now: () => number

  constructor(private readonly options: SwrCacheOptions<K, T>) {
    // Read through `Date` each time, so a test's fake clock reaches a cache made before it.
    this.now = options.now ?? (() => Date.now())
  }

  /** The current value without waiting (fresh or stale); starts a refresh when stale. */
  peek(key: K): { value: T | undefined; fresh: boolean; known: boolean } {
    const entry = this.entries.get(key)
    if (!entry) return { value: undefined, fresh: false, known: false }
    const fresh = this.now() < entry.freshUntil
    if (!fresh) void this.refresh(key)
    return { value: entry.value, fresh, known: true }
  }

  /** Resolves with the value: at once when cached (even stale), else after the first load. */
  async read(key: K): Promise<T | undefined> {
    const { value, fresh, known } = this.peek(key)
    if (value !== undefined || (known && fresh)) return value
    await this.refresh(key)
    return this.entries.get(key)?.value
  }

  /** Loads the key once, however many callers ask at the same time. */
  refresh(key: K): Promise<void> {
    const entry = this.entries.get(key) ?? { value: undefined, freshUntil: 0, refreshing: undefined, lastError: undefined }
    this.entries.set(key, entry)
    if (entry.refreshing) return entry.refreshing
    const controller = new AbortController()
    this.controllers.add(controller)
    entry.refreshing = this.options
      .load(key, controller.signal)
      .then(
        (value) => {
          entry.value = value
          entry.lastError = undefined
          return this.options.ttlMs()
        },
        (error: unknown) => {
          entry.lastError = error instanceof Error ? error.message : String(error)
          try {
            this.options.onError?.(key, error)
          } catch {
            // A failing logger must not wedge the cache.
          }
          const retry = entry.value === undefined ? this.options.retryMs : undefined
          return retry ? Math.min(retry(), this.options.ttlMs()) : this.options.ttlMs()
        },
      )
      .then((freshForMs) => {
        entry.freshUntil = this.now() + freshForMs
        entry.refreshing = undefined
        this.controllers.delete(controller)
      })
    return entry.refreshing
  }

  status(key: K): { hasValue: boolean; lastError: string | undefined; refreshing: boolean } {
    const entry = this.entries.get(key)
    return { hasValue: entry?.value !== undefined, lastError: entry?.lastError, refreshing: Boolean(entry?.refreshing) }
  }

  /** Cancels running loads (server shutdown). */
  abortAll(): void {
    for (const controller of this.controllers) controller.abort()
  }

  clear(): void {
    this.abortAll()
    this.entries.clear()
  }
}
