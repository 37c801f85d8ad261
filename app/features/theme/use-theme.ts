import { useEffect, useState } from 'react'
import type { AppliedTheme, ThemePreference } from './theme'
import { choosePreference, followDeviceScheme, readPreference } from './theme.client'

type ThemeState = { preference: ThemePreference; applied: AppliedTheme } | null

function readState(): ThemeState {
  const root = document.documentElement
  return { preference: readPreference(), applied: root.dataset.theme === 'dark' ? 'dark' : 'light' }
}

/**
 * The theme as the boot script applied it. `null` during server rendering and hydration,
 * because the server cannot know it; render theme-dependent markup with CSS (`dark:`) instead.
 */
export function useTheme() {
  const [state, setState] = useState<ThemeState>(null)
  useEffect(() => {
    setState(readState())
    const onThemeChange = () => setState(readState())
    window.addEventListener('themechange', onThemeChange)
    const stopFollowing = followDeviceScheme()
    return () => {
      window.removeEventListener('themechange', onThemeChange)
      stopFollowing()
    }
  }, [])
  return { theme: state, setPreference: choosePreference }
}
