import { isThemePreference, THEME_STORAGE_KEY } from '~/features/theme/theme'
import { applyPreference, choosePreference, followDeviceScheme, readPreference } from '~/features/theme/theme.client'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/** Markup (theme-switcher.tsx): the theme switcher's radios (their value light|dark|auto) and the dark-mode toggle. */
const RADIOS = `${select(HOOKS.themeSwitcher)} ${select(HOOKS.themeValue)}`

export function startThemeControls(): void {
  document.addEventListener('click', (event) => {
    const control = (event.target as Element).closest(`${RADIOS},${select(HOOKS.themeToggle)}`)
    if (!control) return
    const choice = control.getAttribute(HOOKS.themeValue)
    if (isThemePreference(choice)) choosePreference(choice)
    else choosePreference(document.documentElement.getAttribute(HOOKS.theme) === 'dark' ? 'light' : 'dark')
  })
  window.addEventListener('themechange', () => {
    const preference = readPreference()
    for (const radio of document.querySelectorAll(RADIOS)) radio.setAttribute('aria-checked', String(radio.getAttribute(HOOKS.themeValue) === preference))
  })
  // A theme chosen in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) applyPreference(readPreference())
  })
  followDeviceScheme()
}
