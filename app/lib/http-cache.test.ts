import { describe, expect, it } from 'vitest'
import { layoutHeaders, mostPrivateCacheControl, PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders } from './http-cache'

const args = (parent: string | null, loader: string | null = null) => ({
  parentHeaders: new Headers(parent ? { 'Cache-Control': parent } : {}),
  loaderHeaders: new Headers(loader ? { 'Cache-Control': loader } : {}),
  actionHeaders: new Headers(),
  errorHeaders: undefined,
})

describe('Cache-Control merging: the most private wins', () => {
  it('nothing stated means private', () => {
    expect(mostPrivateCacheControl()).toBe(PRIVATE_CACHE_CONTROL)
    expect(mostPrivateCacheControl(undefined, null, '')).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('one private value makes the whole response private', () => {
    expect(mostPrivateCacheControl(PUBLIC_PAGE_CACHE_CONTROL, 'private, max-age=60')).toBe(PRIVATE_CACHE_CONTROL)
    expect(mostPrivateCacheControl(PUBLIC_PAGE_CACHE_CONTROL, 'no-store')).toBe(PRIVATE_CACHE_CONTROL)
    expect(mostPrivateCacheControl(PUBLIC_PAGE_CACHE_CONTROL, 'max-age=60')).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('a public page stays public unless its layout or loader says otherwise; it never gets s-maxage', () => {
    expect(publicPageHeaders(args(null)).get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(PUBLIC_PAGE_CACHE_CONTROL).not.toMatch(/s-maxage|stale/)
    expect(publicPageHeaders(args(PRIVATE_CACHE_CONTROL)).get('Cache-Control')).toBe(PRIVATE_CACHE_CONTROL)
    expect(publicPageHeaders(args(null, 'private')).get('Cache-Control')).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('a layout passes its loader\'s private answer down and adds nothing of its own otherwise', () => {
    expect(layoutHeaders(args(null)).has('Cache-Control')).toBe(false)
    expect(layoutHeaders(args(null, 'private, no-store')).get('Cache-Control')).toBe(PRIVATE_CACHE_CONTROL)
  })
})
