import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'
export const THEME_PREFERENCES = ['light', 'dark', 'auto'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type AppliedTheme = 'light' | 'dark'
export const THEME_STORAGE_KEY = 'theme'

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value)
}

/** A stored value that is not light/dark/auto counts as absent: the device decides. */
export function initialPreference(stored: string | null | undefined): ThemePreference {
  return isThemePreference(stored) ? stored : 'auto'
}

export function resolveTheme(preference: ThemePreference, devicePrefersDark: boolean): AppliedTheme {
  if (preference === 'auto') return devicePrefersDark ? 'dark' : 'light'
  return preference
}

/** Choosing the value already in force does nothing (SPEC §4 Theme). */
export function shouldChangePreference(current: ThemePreference, next: ThemePreference): boolean {
  return current !== next
}

/**
 * Runs inline in <head> before the first paint: reads localStorage.theme, falls back to the
 * device scheme, and sets data-theme (applied) and data-theme-preference (chosen) on <html>.
 * Kept tiny and dependency-free; it must not throw when storage is blocked. Once the document is
 * parsed it also marks the chosen theme radio checked (the server, which cannot know it, marks
 * "auto"), so assistive technology hears the right state before any JavaScript module runs.
 */
export const THEME_BOOT_SCRIPT = `(function(){var d=document.documentElement,p;try{p=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}if(p!=='light'&&p!=='dark'&&p!=='auto')p='auto';var m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches;d.dataset.themePreference=p;d.dataset.theme=p==='auto'?(m?'dark':'light'):p;d.style.colorScheme=d.dataset.theme;document.addEventListener('DOMContentLoaded',function(){document.querySelectorAll('${select(HOOKS.themeSwitcher)} [role=radio]').forEach(function(r){r.setAttribute('aria-checked',String(r.getAttribute('${HOOKS.themeValue}')===p))})})})()`
