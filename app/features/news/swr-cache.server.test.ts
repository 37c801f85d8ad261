import { describe, expect, it, vi } from 'vitest'
import { SwrCache } from './swr-cache.server'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function setup(retryMs?: number) {
  let now = 1_000
  const calls: { key: string; result: ReturnType<typeof deferred<string>>; signal: AbortSignal }[] = []
  const onError = vi.fn()
  const cache = new SwrCache<string, string>({
    ttlMs: () => 10_000,
    retryMs: retryMs === undefined ? undefined : () => retryMs,
    now: () => now,
    onError,
    load: (key, signal) => {
      const result = deferred<string>()
      calls.push({ key, result, signal })
      return result.promise
    },
  })
  return { cache, calls, onError, advance: (ms: number) => (now += ms) }
}

describe('SwrCache', () => {
  it('loads once for concurrent readers and serves the value while fresh', async () => {
    const { cache, calls } = setup()
    const a = cache.read('tr')
    const b = cache.read('tr')
    expect(calls).toHaveLength(1)
    calls[0]!.result.resolve('v1')
    expect(await a).toBe('v1')
    expect(await b).toBe('v1')
    expect(cache.peek('tr')).toEqual({ value: 'v1', fresh: true, known: true })
    expect(calls).toHaveLength(1)
  })

  it('serves the stale value at once while exactly one refresh runs', async () => {
    const { cache, calls, advance } = setup()
    const first = cache.read('en')
    calls[0]!.result.resolve('old')
    await first
    advance(10_001)
    expect(await cache.read('en')).toBe('old')
    expect(await cache.read('en')).toBe('old')
    expect(cache.peek('en').value).toBe('old')
    expect(calls).toHaveLength(2)
    calls[1]!.result.resolve('new')
    await cache.refresh('en')
    expect(cache.peek('en')).toMatchObject({ value: 'new', fresh: true })
  })

  it('keeps the last good value when a refresh fails, and retries after the TTL', async () => {
    const { cache, calls, advance, onError } = setup()
    const first = cache.read('de')
    calls[0]!.result.resolve('good')
    await first
    advance(10_001)
    cache.peek('de')
    calls[1]!.result.reject(new Error('HTTP 500'))
    await cache.refresh('de')
    expect(onError).toHaveBeenCalledOnce()
    expect(cache.peek('de')).toMatchObject({ value: 'good', fresh: true })
    expect(cache.status('de').lastError).toBe('HTTP 500')
    advance(10_001)
    expect(cache.peek('de').value).toBe('good')
    expect(calls).toHaveLength(3)
  })

  it('remembers a failure without value for one TTL, then tries again', async () => {
    const { cache, calls, advance } = setup()
    const first = cache.read('tr')
    calls[0]!.result.reject(new Error('down'))
    expect(await first).toBeUndefined()
    expect(await cache.read('tr')).toBeUndefined()
    expect(calls).toHaveLength(1)
    advance(10_001)
    const again = cache.read('tr')
    expect(calls).toHaveLength(2)
    calls[1]!.result.resolve('back')
    expect(await again).toBe('back')
  })

  it('retries a source that never answered sooner than the TTL when retryMs is set', async () => {
    const { cache, calls, advance } = setup(2_000)
    const first = cache.read('tr')
    calls[0]!.result.reject(new Error('down'))
    await first
    advance(1_000)
    expect(cache.peek('tr').fresh).toBe(true)
    advance(1_001)
    void cache.read('tr')
    expect(calls).toHaveLength(2)
  })

  it('survives a throwing error logger', async () => {
    const cache = new SwrCache<string, string>({
      ttlMs: () => 1000,
      load: () => Promise.reject(new Error('down')),
      onError: () => {
        throw new Error('logger broke')
      },
    })
    expect(await cache.read('x')).toBeUndefined()
    expect(cache.status('x')).toMatchObject({ refreshing: false, lastError: 'down' })
  })

  it('aborts running loads', async () => {
    const { cache, calls } = setup()
    const first = cache.read('a')
    calls[0]!.result.resolve('A')
    await first
    void cache.read('b')
    cache.abortAll()
    expect(calls[1]!.signal.aborted).toBe(true)
  })
})
