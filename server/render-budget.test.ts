import { describe, expect, it } from 'vitest'
import { pageCache } from './page-cache'
import { renderBudget } from './render-budget'
import { startPageStack } from './page-stack.test-helper'
import { siteOrigin } from './site-origin'

/** The page cache, the budget (3 at once, one a second) and a "renderer" that counts, on one held clock. */
async function startApp() {
  const clock = { now: 1_000_000 }
  const { request, rendered } = await startPageStack(
    [
      pageCache({ freshMs: 600_000, staleMs: 1_200_000, maxEntries: 50, maxBytes: 100_000, waitMs: 1000, nonceOf: () => '', originOf: siteOrigin, now: () => clock.now }),
      renderBudget({ burst: 3, perSecond: 1, clientOf: (req) => req.ip ?? '', counts: (req) => req.method === 'GET' || req.method === 'HEAD', now: () => clock.now }),
    ],
    { trustProxy: true },
  )
  return { request: (client: string, path: string, method = 'GET') => request(path, { method, headers: { 'x-forwarded-for': client } }), rendered, clock }
}

describe('the render budget per client', () => {
  it('refuses renders past the burst with 429 and Retry-After before the renderer runs; cache hits are never counted or refused', async () => {
    const { request, rendered } = await startApp()
    for (const path of ['/en?x=1', '/en?x=2', '/en?x=3']) expect((await request('203.0.113.1', path)).status, path).toBe(200)
    const refused = await request('203.0.113.1', '/en?x=4')
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBe('1')
    expect(rendered).toEqual(['/en?x=1', '/en?x=2', '/en?x=3'])
    // A page in the cache is served to the same client as often as it likes.
    for (let index = 0; index < 10; index++) expect(await request('203.0.113.1', '/en?x=2')).toMatchObject({ status: 200, cache: 'HIT' })
    // Another client has its own budget.
    expect((await request('203.0.113.2', '/en?x=5')).status).toBe(200)
    expect(rendered).toHaveLength(4)
  })

  it('gives a render back every second, up to the burst', async () => {
    const { request, clock } = await startApp()
    for (let index = 0; index < 3; index++) await request('2001:db8::1', `/a${index}`)
    expect((await request('2001:db8::1', '/b')).status).toBe(429)
    clock.now += 1000
    expect((await request('2001:db8::1', '/b')).status).toBe(200)
    expect((await request('2001:db8::1', '/c')).status).toBe(429)
    // A long pause fills the bucket to the burst, no further.
    clock.now += 3_600_000
    const statuses = []
    for (let index = 0; index < 4; index++) statuses.push((await request('2001:db8::1', `/d${index}`)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('lets through what it does not count', async () => {
    const { request, rendered } = await startApp()
    for (let index = 0; index < 6; index++) expect((await request('203.0.113.3', `/post${index}`, 'POST')).status).toBe(200)
    expect(rendered).toHaveLength(6)
  })
})
