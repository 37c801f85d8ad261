import { isThemePreference, THEME_STORAGE_KEY } from '~/features/theme/theme'
import { applyPreference, choosePreference, followDeviceScheme, readPreference } from '~/features/theme/theme.client'

/** Markup (theme-switcher.tsx): the `.theme-switcher` radios (`data-value` light|dark|auto) and the `[data-theme-toggle]` button. */
export function startThemeControls(): void {
  document.addEventListener('click', (event) => {
    const control = (event.target as Element).closest<HTMLElement>('.theme-switcher [data-value],[data-theme-toggle]')
    if (!control) return
    const choice = control.dataset.value
    if (isThemePreference(choice)) choosePreference(choice)
    else choosePreference(document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark')
  })
  window.addEventListener('themechange', () => {
    const preference = readPreference()
    for (const radio of document.querySelectorAll('.theme-switcher [data-value]')) radio.setAttribute('aria-checked', String(radio.getAttribute('data-value') === preference))
  })
  // A theme chosen in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) applyPreference(readPreference())
  })
  followDeviceScheme()
}
