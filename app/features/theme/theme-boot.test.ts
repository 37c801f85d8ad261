import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { THEME_BOOT_SCRIPT } from './theme'

/** Runs the inline boot script against a fake page, as the browser would before first paint. */
function boot(stored: string | null | 'throws', prefersDark: boolean) {
  const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> }
  const localStorage = {
    getItem: () => {
      if (stored === 'throws') throw new Error('SecurityError')
      return stored
    },
  }
  const window = { matchMedia: () => ({ matches: prefersDark }) }
  runInNewContext(THEME_BOOT_SCRIPT, { document: { documentElement: root }, localStorage, window, matchMedia: window.matchMedia })
  return root
}

describe('theme boot script', () => {
  it('applies the stored choice', () => {
    expect(boot('dark', false).dataset).toEqual({ themePreference: 'dark', theme: 'dark' })
    expect(boot('light', true).dataset).toEqual({ themePreference: 'light', theme: 'light' })
  })

  it('follows the device in auto and when nothing is stored', () => {
    expect(boot('auto', true).dataset.theme).toBe('dark')
    expect(boot(null, true).dataset).toEqual({ themePreference: 'auto', theme: 'dark' })
    expect(boot(null, false).dataset.theme).toBe('light')
  })

  it('treats malformed or unreadable storage as auto and never throws', () => {
    expect(boot('{"theme":"dark"}', false).dataset).toEqual({ themePreference: 'auto', theme: 'light' })
    expect(boot('DARK', true).dataset.theme).toBe('dark')
    expect(boot('throws', true).dataset).toEqual({ themePreference: 'auto', theme: 'dark' })
    expect(boot('dark', false).style.colorScheme).toBe('dark')
  })
})
