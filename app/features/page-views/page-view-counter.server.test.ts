import { describe, expect, it } from 'vitest'
import { pageViewOf, type PageViewRequest } from './page-view-counter.server'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const page = (changes: Partial<PageViewRequest> = {}): PageViewRequest => ({
  method: 'GET',
  path: '/en/contact',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  userAgent: CHROME,
  purpose: undefined,
  accept: 'text/html,application/xhtml+xml',
  referer: undefined,
  host: 'softwarefactory.example',
  ...changes,
})

describe('what counts as a page view', () => {
  it('counts a page document and the data of a page reached by client-side navigation', () => {
    expect(pageViewOf(page())).toEqual({ path: '/en/contact', language: 'en', referrerHost: '' })
    expect(pageViewOf(page({ path: '/de/shop/grid.data', contentType: 'text/x-script' }))).toEqual({ path: '/de/shop/grid', language: 'de', referrerHost: '' })
    expect(pageViewOf(page({ path: '/tr.data', contentType: 'text/x-script' }))).toEqual({ path: '/tr', language: 'tr', referrerHost: '' })
    expect(pageViewOf(page({ path: '/en/about/', status: 304, contentType: undefined }))).toEqual({ path: '/en/about', language: 'en', referrerHost: '' })
  })

  it('keeps only the host of another site the visitor came from', () => {
    expect(pageViewOf(page({ referer: 'https://www.google.com/search?q=erp' }))?.referrerHost).toBe('google.com')
    expect(pageViewOf(page({ referer: 'https://softwarefactory.example/en' }))?.referrerHost).toBe('')
    expect(pageViewOf(page({ referer: 'android-app://com.slack/' }))?.referrerHost).toBe('')
    expect(pageViewOf(page({ referer: 'not a url' }))?.referrerHost).toBe('')
  })

  it('leaves out robots, prefetches, errors, posts, files, the admin pages and paths outside the languages', () => {
    for (const request of [
      page({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      page({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36' }),
      page({ userAgent: undefined }),
      page({ purpose: 'prefetch' }),
      page({ purpose: 'prefetch;prerender' }),
      page({ status: 404 }),
      page({ status: 500 }),
      page({ method: 'POST' }),
      page({ contentType: 'application/json' }),
      page({ status: 304, accept: 'image/avif,image/webp' }),
      page({ path: '/en/admin/leads' }),
      page({ path: '/en/admin/page-views.data', contentType: 'text/x-script' }),
      page({ path: '/fr/contact' }),
      page({ path: `/en/${'x'.repeat(300)}` }),
    ]) {
      expect(pageViewOf(request), JSON.stringify(request)).toBeNull()
    }
  })
})
