import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { REMEMBER_LANGUAGE_SCRIPT } from './remember-language'

function visit(url: string, storage: 'ok' | 'throws' = 'ok') {
  const { pathname, protocol } = new URL(url)
  const stored: Record<string, string> = {}
  const document = { cookie: '' }
  const localStorage = {
    setItem: (key: string, value: string) => {
      if (storage === 'throws') throw new Error('SecurityError')
      stored[key] = value
    },
  }
  runInNewContext(REMEMBER_LANGUAGE_SCRIPT, { location: { pathname, protocol }, localStorage, document })
  return { stored, cookie: document.cookie }
}

describe('remembering the language of every page view', () => {
  it('stores the language of the path in localStorage and the cookie', () => {
    const { stored, cookie } = visit('http://localhost/de/nope')
    expect(stored).toEqual({ language: '{"code":"de"}' })
    expect(cookie).toBe('lang=de; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(visit('http://localhost/en').stored.language).toBe('{"code":"en"}')
  })

  it('marks the cookie Secure behind TLS', () => {
    expect(visit('https://yazilimfabrikasi.com/tr/contact').cookie).toMatch(/; Secure$/)
  })

  it('stores nothing for paths that do not start with a language', () => {
    for (const url of ['http://localhost/', 'http://localhost/english', 'http://localhost/fr/x', 'http://localhost/ende']) {
      expect(visit(url)).toEqual({ stored: {}, cookie: '' })
    }
  })

  it('still sets the cookie when storage is blocked', () => {
    expect(visit('http://localhost/en/contact', 'throws').cookie).toMatch(/^lang=en;/)
  })
})
