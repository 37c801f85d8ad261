import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './safe-return-path'

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/en/contact', '/en')).toBe('/en/contact')
    expect(safeReturnPath('/de/shop/grid?page=2&sort=price', '/de')).toBe('/de/shop/grid?page=2&sort=price')
    expect(safeReturnPath('/tr/%C3%BCr%C3%BCnler', '/tr')).toBe('/tr/%C3%BCr%C3%BCnler')
    expect(safeReturnPath('/', '/en')).toBe('/')
  })

  it('drops a fragment (the caller adds its own)', () => {
    expect(safeReturnPath('/en/contact?x=1#somewhere', '/en')).toBe('/en/contact?x=1')
  })

  it.each([
    '//evil.example',
    '//evil.example/en',
    'https://evil.example',
    'http://evil.example/en',
    'javascript:alert(1)',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n//evil.example',
    ' /en',
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    'en/contact',
    '',
    '/' + 'a'.repeat(3000),
  ])('sends %j to the fallback', (value) => {
    expect(safeReturnPath(value, '/en')).toBe('/en')
  })

  it('sends anything but a string to the fallback', () => {
    for (const value of [undefined, null, 42, ['/en/contact'], new Blob(['/en'])]) expect(safeReturnPath(value, '/de')).toBe('/de')
  })
})
