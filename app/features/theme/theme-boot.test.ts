import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { THEME_BOOT_SCRIPT } from './theme'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

type Radio = { value: string; attributes: Record<string, string>; getAttribute: (name: string) => string; setAttribute: (name: string, value: string) => void }
const radio = (value: string): Radio => {
  const attributes: Record<string, string> = { [HOOKS.themeValue]: value, 'aria-checked': String(value === 'auto') }
  return { value, attributes, getAttribute: (name) => attributes[name]!, setAttribute: (name, v) => void (attributes[name] = v) }
}

/** Runs the inline boot script against a fake page, as the browser would before first paint. */
function boot(stored: string | null | 'throws', prefersDark: boolean, radios: Radio[] = []) {
  const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> }
  const listeners: (() => void)[] = []
  const document = {
    documentElement: root,
    addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && listeners.push(listener),
    querySelectorAll: (selector: string) => (selector === `${select(HOOKS.themeSwitcher)} [role=radio]` ? radios : []),
  }
  const localStorage = {
    getItem: () => {
      if (stored === 'throws') throw new Error('SecurityError')
      return stored
    },
  }
  const window = { matchMedia: () => ({ matches: prefersDark }) }
  runInNewContext(THEME_BOOT_SCRIPT, { document, localStorage, window, matchMedia: window.matchMedia })
  for (const listener of listeners) listener()
  return root
}

describe('theme boot script', () => {
  it('marks the stored choice checked in every theme switcher once the document is parsed', () => {
    const radios = ['light', 'dark', 'auto', 'light', 'dark', 'auto'].map(radio)
    boot('dark', false, radios)
    expect(radios.map((r) => r.attributes['aria-checked'])).toEqual(['false', 'true', 'false', 'false', 'true', 'false'])
    const fresh = ['light', 'dark', 'auto'].map(radio)
    boot(null, true, fresh)
    expect(fresh.map((r) => r.attributes['aria-checked'])).toEqual(['false', 'false', 'true'])
  })

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
