import { describe, expect, it } from 'vitest'
import { loader, SUGGEST_LIMIT } from './search-suggest'

/** The route's loader, as React Router calls it for one client address. */
const ask = async (clientIp: string, query = 'erp') =>
  (await loader({ request: new Request(`http://localhost/en/search/suggest?q=${query}`), params: { lang: 'en' }, context: { cspNonce: '', clientIp } } as unknown as Parameters<typeof loader>[0])) as Response

describe('the suggestions route', () => {
  it('answers a client past its limit 429 with Retry-After and an empty list, other clients as usual', async () => {
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
})
