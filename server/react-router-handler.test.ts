import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/http-cache'
import { mayBeShared } from './react-router-handler'

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
