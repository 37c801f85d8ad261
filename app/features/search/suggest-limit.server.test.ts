import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetEnvForTests } from '~/lib/env.server'
import { SUGGEST_LIMIT } from './search-suggest'

/** A fresh copy of the route module, so its limiter is made under the environment of the test. */
async function freshLoader() {
  vi.resetModules()
  resetEnvForTests()
  return (await import('./search-suggest')).loader
}
let loader: Awaited<ReturnType<typeof freshLoader>>

/** The route's loader, as React Router calls it for one client address. */
const ask = async (clientIp: string, query = 'erp') =>
  (await loader({ request: new Request(`http://localhost/en/search/suggest?q=${query}`), params: { lang: 'en' }, context: { cspNonce: '', clientIp } } as unknown as Parameters<typeof loader>[0])) as Response

describe('the suggestions route', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_PER_MINUTE
    resetEnvForTests()
  })

  it('answers a client past its limit 429 with Retry-After and an empty list, other clients as usual', async () => {
    loader = await freshLoader()
    for (let index = 0; index < SUGGEST_LIMIT.perWindow; index++) expect((await ask('203.0.113.7')).status).toBe(200)
    const limited = await ask('203.0.113.7')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(limited.headers.get('cache-control')).toBe('no-store')
    expect(await limited.json()).toEqual({ hits: [] })
    const other = await ask('203.0.113.8')
    expect(other.status).toBe(200)
    expect(((await other.json()) as { hits: unknown[] }).hits.length).toBeGreaterThan(0)
  })

  it("limits nobody when the site's limits are off (RATE_LIMIT_PER_MINUTE=0)", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '0'
    loader = await freshLoader()
    for (let index = 0; index <= SUGGEST_LIMIT.perWindow; index++) expect((await ask('203.0.113.9')).status).toBe(200)
  })
})
