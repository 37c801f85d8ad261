import { describe, expect, it } from 'vitest'
import { initialPreference, resolveTheme, shouldChangePreference } from './theme'

describe('theme', () => {
  it('starts from the stored preference, else auto', () => {
    expect(initialPreference('dark')).toBe('dark')
    expect(initialPreference('light')).toBe('light')
    expect(initialPreference(null)).toBe('auto')
    expect(initialPreference('"dark"')).toBe('auto')
    expect(initialPreference('purple')).toBe('auto')
  })
  it('auto follows the device', () => {
    expect(resolveTheme('auto', true)).toBe('dark')
    expect(resolveTheme('auto', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })
  it('choosing the same value does nothing', () => {
    expect(shouldChangePreference('dark', 'dark')).toBe(false)
    expect(shouldChangePreference('auto', 'dark')).toBe(true)
  })
})
