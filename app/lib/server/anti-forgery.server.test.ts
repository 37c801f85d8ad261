import { describe, expect, it } from 'vitest'
import { isSameOriginPost } from './anti-forgery.server'

const SITE = 'http://127.0.0.1:3450/en/leads'
const post = (headers: Record<string, string>, url = SITE) => isSameOriginPost(new Headers(headers), url)

describe('the origin check of forms posted without JavaScript (isSameOriginPost)', () => {
  it('accepts the site\'s own origin, scheme, host and port alike', () => {
    expect(post({ origin: 'http://127.0.0.1:3450' })).toBe(true)
    expect(post({ origin: 'https://softwarefactory.example' }, 'https://softwarefactory.example/en/leads')).toBe(true)
    expect(post({ origin: 'https://softwarefactory.example:443' }, 'https://softwarefactory.example/en/leads')).toBe(true)
  })

  it('refuses another scheme or port on the same host (probe 3: an https Origin was accepted on the http site)', () => {
    expect(post({ origin: 'https://127.0.0.1:3450' })).toBe(false)
    expect(post({ origin: 'http://127.0.0.1:3451' })).toBe(false)
    expect(post({ origin: 'http://127.0.0.1' })).toBe(false)
    expect(post({ referer: 'https://127.0.0.1:3450/en/contact' })).toBe(false)
    expect(post({ origin: 'http://evil.example' })).toBe(false)
  })

  it('refuses Origin: null whatever else the request says', () => {
    expect(post({ origin: 'null' })).toBe(false)
    expect(post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe(false)
    expect(post({ origin: 'null', referer: 'http://127.0.0.1:3450/en/contact' })).toBe(false)
    expect(post({ origin: '' })).toBe(false)
  })

  it('falls back on Sec-Fetch-Site, then the Referer, and lets through clients that send no browser signal', () => {
    expect(post({ 'sec-fetch-site': 'same-origin' })).toBe(true)
    expect(post({ 'sec-fetch-site': 'cross-site' })).toBe(false)
    expect(post({ referer: 'http://127.0.0.1:3450/en/contact' })).toBe(true)
    expect(post({})).toBe(true)
  })
})
