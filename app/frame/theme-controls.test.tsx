// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DarkModeToggle, ThemeSwitcher } from '~/features/theme/theme-switcher'
import { THEME_STORAGE_KEY } from '~/features/theme/theme'
import { startThemeControls } from './theme-controls'
import { serverMarkup } from '../../tests/fixtures/server-markup'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

const radio = (value: string) => document.querySelector<HTMLElement>(`${select(HOOKS.themeSwitcher)} ${select(HOOKS.themeValue, value)}`)!
const checked = () => [...document.querySelectorAll(`${select(HOOKS.themeSwitcher)} [aria-checked="true"]`)].map((element) => element.getAttribute(HOOKS.themeValue))
const root = document.documentElement

describe('the theme controls', () => {
  beforeAll(() => {
    document.body.innerHTML = serverMarkup(
      <>
        <ThemeSwitcher />
        <DarkModeToggle />
      </>,
    )
    startThemeControls()
  })
  beforeEach(() => {
    localStorage.clear()
    radio('auto').click()
  })

  it('stores and applies the chosen radio, and checks only that one', () => {
    radio('dark').click()
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(root.dataset.theme).toBe('dark')
    expect(root.dataset.themePreference).toBe('dark')
    expect(checked()).toEqual(['dark'])
    radio('light').click()
    expect(root.dataset.theme).toBe('light')
    expect(checked()).toEqual(['light'])
  })

  it('the toggle switches to the other theme of the one shown', () => {
    radio('light').click()
    document.querySelector<HTMLElement>(select(HOOKS.themeToggle))!.click()
    expect(root.dataset.theme).toBe('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    document.querySelector<HTMLElement>(`${select(HOOKS.themeToggle)} span`)!.click()
    expect(root.dataset.theme).toBe('light')
  })

  it('applies a choice made in another tab', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
    expect(root.dataset.theme).not.toBe('dark')
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }))
    expect(root.dataset.theme).toBe('dark')
    expect(checked()).toEqual(['dark'])
  })
})
