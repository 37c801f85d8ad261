import { describe, expect, it } from 'vitest'
import { canonicalUrl, withoutMarketingParameters } from './canonical-url'
import { pageCache } from './page-cache'
import { startPageStack } from './page-stack.test-helper'
import { siteOrigin } from './site-origin'

/** canonicalUrl, the page cache and a "renderer" that lists the URLs it rendered, as server/app.ts orders them. */
async function startApp() {
  const { request, rendered } = await startPageStack([
    canonicalUrl,
    pageCache({ freshMs: 60_000, staleMs: 120_000, maxEntries: 10, maxBytes: 100_000, waitMs: 1000, nonceOf: () => '', originOf: siteOrigin }),
  ])
  return { request: (path: string, method = 'GET') => request(path, { method, headers: { host: 'localhost' } }), rendered }
}

describe('one URL per page', () => {
  it('redirects (301) a path spelled with percent-encoded unreserved characters to its canonical spelling, query kept', async () => {
    const { request, rendered } = await startApp()
    for (const [path, location] of [
      ['/en/c%6Fntact', '/en/contact'],
      ['/en/%63%6f%6E%74%61%63%74', '/en/contact'],
      ['/en/shop/single/1030%3F?x=1', '/en/shop/single/1030%3F?x=1'],
      ['/en/a%2fb%7e?q=%6F', '/en/a%2Fb~?q=%6F'],
    ] as const) {
      const answer = await request(path)
      if (path === location) {
        expect(answer.status, path).toBe(200)
        continue
      }
      expect(answer.status, path).toBe(301)
      expect(answer.location, path).toBe(location)
    }
    // Only the path that was already canonical was rendered.
    expect(rendered).toEqual(['/en/shop/single/1030%3F?x=1'])
  })

  it('never redirects to another host (a path that would start with // or /\\)', async () => {
    const { request } = await startApp()
    for (const path of ['//%65vil.example/x', '/%2F%65vil.example', '/\\%65vil.example']) {
      const answer = await request(path)
      expect(answer.location ?? '', path).not.toMatch(/^\/[/\\]/)
    }
  })

  it('leaves other methods alone', async () => {
    const { request, rendered } = await startApp()
    expect((await request('/en/c%6Fntact', 'POST')).status).toBe(200)
    expect(rendered).toEqual(['/en/c%6Fntact'])
  })

  it('renders and caches a page once whatever marketing parameters it is asked with', async () => {
    const { request, rendered } = await startApp()
    const spellings = ['/en', '/en?utm_source=news&utm_medium=mail', '/en?gclid=abc', '/en?fbclid=1&msclkid=2', '/en?UTM_Campaign=x&', '/en?utm%5Fsource=x']
    const answers = []
    for (const path of spellings) answers.push(await request(path))
    expect(answers.map((answer) => answer.status)).toEqual(spellings.map(() => 200))
    expect(answers.map((answer) => answer.cache)).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT'])
    expect(rendered).toEqual(['/en'])
    // Other parameters are part of the page: kept, in their order.
    await request('/en/search?utm_source=x&q=erp&page=2')
    expect(rendered).toEqual(['/en', '/en/search?q=erp&page=2'])
  })

  it('drops only marketing parameters from a query', () => {
    expect(withoutMarketingParameters('q=1&utm_source=a&utm_content=b&gclid=c&_ga=d&mc_cid=e&srsltid=f&page=2')).toBe('q=1&page=2')
    expect(withoutMarketingParameters('utm=1&gclidx=2&ref=3')).toBe('utm=1&gclidx=2&ref=3')
    expect(withoutMarketingParameters('&&q=1&')).toBe('q=1')
    expect(withoutMarketingParameters('%E0%A4%A=1&q=2')).toBe('%E0%A4%A=1&q=2')
  })
})
