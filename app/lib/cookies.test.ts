import { describe, expect, it } from 'vitest'
import { cookieAttributes, parseCookieHeader, readCookie, serializeCookie } from './cookies'

describe('parseCookieHeader', () => {
  it('reads every pair, trimming names and values', () => {
    expect([...parseCookieHeader(' a=1;b = 2 ;  lang=de ')]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['lang', 'de'],
    ])
  })

  it('keeps `=` inside a value', () => {
    expect(readCookie('token=abc==; x=1', 'token')).toBe('abc==')
    expect(readCookie('a=b=c', 'a')).toBe('b=c')
  })

  it('removes one pair of surrounding quotes', () => {
    expect(readCookie('q="quoted value"', 'q')).toBe('quoted value')
    expect(readCookie('q=""', 'q')).toBe('')
    expect(readCookie('q="', 'q')).toBe('"')
    expect(readCookie('q="half', 'q')).toBe('"half')
  })

  it('percent-decodes, and keeps a value with bad percent-encoding as sent', () => {
    expect(readCookie(`lang=${encodeURIComponent('{"code":"en"}')}`, 'lang')).toBe('{"code":"en"}')
    expect(readCookie('lang=%E0%A4%A', 'lang')).toBe('%E0%A4%A')
    expect(readCookie('x=100%', 'x')).toBe('100%')
    expect(readCookie('x=%zz', 'x')).toBe('%zz')
  })

  it('lets the first pair of a name win', () => {
    expect(readCookie('lang=en; lang=de', 'lang')).toBe('en')
  })

  it('reads a pair without `=` as a value with an empty name, and skips empty pairs', () => {
    expect([...parseCookieHeader('=;;lang')]).toEqual([['', 'lang']])
    expect([...parseCookieHeader('; ;=; a=1')]).toEqual([['a', '1']])
    expect(readCookie('lang', 'lang')).toBeUndefined()
  })

  it('gives an empty map for a missing or empty header, and never throws', () => {
    expect(parseCookieHeader(undefined).size).toBe(0)
    expect(parseCookieHeader(null).size).toBe(0)
    expect(parseCookieHeader('').size).toBe(0)
    for (const header of ['%', '=%', ';=;=;', '\u0000=\uFFFF', 'a=\uD800', `${'x'.repeat(10_000)}=%`]) {
      expect(() => parseCookieHeader(header)).not.toThrow()
    }
  })

  it('treats an empty value as present', () => {
    expect(readCookie('a=; b=1', 'a')).toBe('')
    expect(readCookie('a=; b=1', 'c')).toBeUndefined()
  })
})

describe('serializeCookie, the one cookie writer', () => {
  it('writes the attributes in one order, as the session, anti-forgery and language cookies always had them', () => {
    expect(serializeCookie('sf_session', 'abc_-1', { path: '/', maxAge: 86_400, httpOnly: true, sameSite: 'Lax', secure: true })).toBe(
      'sf_session=abc_-1; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure',
    )
    expect(serializeCookie('XSRF-TOKEN', 'tok', { path: '/', maxAge: 604_800, sameSite: 'Lax' })).toBe('XSRF-TOKEN=tok; Path=/; Max-Age=604800; SameSite=Lax')
    expect(serializeCookie('lang', 'de')).toBe('lang=de')
    expect(cookieAttributes({ secure: true })).toBe('; Secure')
  })

  it('cuts a fractional Max-Age and never writes a negative one', () => {
    expect(serializeCookie('a', 'b', { maxAge: 59.9 })).toBe('a=b; Max-Age=59')
    expect(serializeCookie('a', '', { maxAge: -5 })).toBe('a=; Max-Age=0')
    expect(() => serializeCookie('a', 'b', { maxAge: Number.NaN })).toThrow(TypeError)
  })

  it('refuses what a browser would read differently instead of writing it', () => {
    for (const name of ['', 'a b', 'a;b', 'a=b', 'ä']) expect(() => serializeCookie(name, 'v'), name).toThrow(TypeError)
    for (const value of ['a b', 'a;b', 'a,b', '"a"', 'a\\b', 'a\nb', 'ü']) expect(() => serializeCookie('n', value), value).toThrow(TypeError)
    expect(() => serializeCookie('n', 'v', { path: '/a;b' })).toThrow(TypeError)
  })

  it('writes what the reader reads back', () => {
    const token = 'Zm9vYmFy-_0123456789abcdefghijklmnopqrstuvw'
    expect(readCookie(serializeCookie('sf_session', token, { path: '/' }).split(';')[0], 'sf_session')).toBe(token)
  })
})
