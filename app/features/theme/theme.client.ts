import {
  initialPreference,
  resolveTheme,
  shouldChangePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './theme'

const DARK_QUERY = '(prefers-color-scheme: dark)'

export function readPreference(): ThemePreference {
  try {
    return initialPreference(localStorage.getItem(THEME_STORAGE_KEY))
  } catch {
    return 'auto'
  }
}

export function applyPreference(preference: ThemePreference): void {
  const root = document.documentElement
  const applied = resolveTheme(preference, matchMedia(DARK_QUERY).matches)
  root.dataset.themePreference = preference
  root.dataset.theme = applied
  root.style.colorScheme = applied
  window.dispatchEvent(new CustomEvent('themechange', { detail: { preference, applied } }))
}

/** Stores and applies `next`; returns false when it was already the preference. */
export function choosePreference(next: ThemePreference): boolean {
  if (!shouldChangePreference(readPreference(), next)) return false
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next)
  } catch {
    // Storage may be full or disabled; the theme still applies for this page view.
  }
  applyPreference(next)
  return true
}

/** In auto, follow the device when its scheme changes while the page is open. */
export function followDeviceScheme(): () => void {
  const query = matchMedia(DARK_QUERY)
  const onChange = () => {
    if (readPreference() === 'auto') applyPreference('auto')
  }
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
