import { describe, expect, it } from 'vitest'
import { backoffDelaySeconds, InMemoryBackoff, SIGN_IN_BACKOFF, type BackoffPolicy } from './failure-backoff.server'

const policy: BackoffPolicy = { freeFailures: 3, firstDelaySeconds: 2, maxDelaySeconds: 60, forgetAfterSeconds: 600 }

describe('failure backoff', () => {
  it('lets the free failures through, then doubles the wait up to its cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 100].map((failures) => backoffDelaySeconds(failures, policy))).toEqual([0, 0, 0, 2, 4, 8, 16, 32, 60, 60])
    // Sign-in: five free, then 2 s … 15 min.
    expect(backoffDelaySeconds(4, SIGN_IN_BACKOFF)).toBe(0)
    expect(backoffDelaySeconds(5, SIGN_IN_BACKOFF)).toBe(2)
    expect(backoffDelaySeconds(1e6, SIGN_IN_BACKOFF)).toBe(900)
  })

  it('refuses an attempt until its wait is over, counting each key on its own', async () => {
    let now = 1_000_000
    const backoff = new InMemoryBackoff(policy, () => now)
    for (let attempt = 0; attempt < 3; attempt++) expect((await backoff.attempt('a')).ok).toBe(true)
    expect(await backoff.attempt('a')).toEqual({ ok: false, retryAfterSeconds: 2 })
    // Another key (the owner's client) is not affected.
    expect((await backoff.attempt('b')).ok).toBe(true)
    now += 1_999
    expect(await backoff.attempt('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
    now += 1
    expect((await backoff.attempt('a')).ok).toBe(true)
    expect(await backoff.attempt('a')).toEqual({ ok: false, retryAfterSeconds: 4 })
  })

  it('forgets the failures after a success, or after a quiet while', async () => {
    let now = 0
    const backoff = new InMemoryBackoff(policy, () => now)
    for (let attempt = 0; attempt < 3; attempt++) await backoff.attempt('a')
    now += 2_000
    const last = await backoff.attempt('a')
    if (!last.ok) throw new Error('refused')
    await last.succeeded()
    for (let attempt = 0; attempt < 3; attempt++) expect((await backoff.attempt('a')).ok).toBe(true)
    expect((await backoff.attempt('a')).ok).toBe(false)
    now += 600_000
    for (let attempt = 0; attempt < 3; attempt++) expect((await backoff.attempt('a')).ok).toBe(true)
  })

  it('does not forget failures counted after the attempt that succeeded', async () => {
    const backoff = new InMemoryBackoff(policy, () => 0)
    const first = await backoff.attempt('a')
    await backoff.attempt('a')
    if (!first.ok) throw new Error('refused')
    await first.succeeded()
    await backoff.attempt('a')
    expect((await backoff.attempt('a')).ok).toBe(false)
  })
})
