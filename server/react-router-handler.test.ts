import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/http-cache'
import { bodyLimitFor, mayBeShared, PAGE_BODY_LIMIT_BYTES } from './react-router-handler'
import { SHOP_SYNC_BODY_LIMIT_BYTES } from '~/features/shop/account-shop'

const page = (headers: [string, string][]) => new Response('<html></html>', { headers })

describe('caching fails closed for rendered responses', () => {
  it('keeps a page public only when its route said so', () => {
    expect(mayBeShared('GET', page([['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL]]))).toBe(true)
    expect(mayBeShared('HEAD', page([['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL]]))).toBe(true)
    expect(mayBeShared('GET', page([]))).toBe(false)
    expect(mayBeShared('GET', page([['Cache-Control', 'max-age=60']]))).toBe(false)
    expect(mayBeShared('GET', page([['Cache-Control', 'public, no-store']]))).toBe(false)
    expect(mayBeShared('GET', page([['Cache-Control', 'private, max-age=60']]))).toBe(false)
  })

  it('never shares the answer to a POST (a no-JS form with the visitor\'s input)', () => {
    expect(mayBeShared('POST', page([['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL]]))).toBe(false)
  })

  it('never shares a response that sets a cookie other than the anti-forgery one', () => {
    const withCookies = (...cookies: string[]) => {
      const headers = new Headers({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL })
      for (const cookie of cookies) headers.append('Set-Cookie', cookie)
      return new Response('', { headers })
    }
    expect(mayBeShared('GET', withCookies('XSRF-TOKEN=abc; Path=/'))).toBe(true)
    expect(mayBeShared('GET', withCookies('session=abc; Path=/; HttpOnly'))).toBe(false)
    expect(mayBeShared('GET', withCookies('XSRF-TOKEN=abc; Path=/', 'session=abc; Path=/'))).toBe(false)
  })
})

describe('page body limits', () => {
  it('gives the shop sync route its own limit and every other page post 16 KB', () => {
    expect(PAGE_BODY_LIMIT_BYTES).toBe(16 * 1024)
    for (const path of ['/en/account/shop-state', '/tr/account/shop-state', '/de/account/shop-state/']) expect(bodyLimitFor(path), path).toBe(SHOP_SYNC_BODY_LIMIT_BYTES)
    for (const path of ['/en/account/profile', '/en/leads', '/en/account/shop-state/x', '/en/account/shop-state.json', '/shop-state', '/en/contact?x=/en/account/shop-state']) {
      expect(bodyLimitFor(path), path).toBe(PAGE_BODY_LIMIT_BYTES)
    }
  })
})
