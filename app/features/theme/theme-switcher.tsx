import { Monitor, Moon, Sun } from 'lucide-react'
import { useI18n } from '~/features/i18n/i18n-context'
import { THEME_PREFERENCES, type ThemePreference } from './theme'
import { useTheme } from './use-theme'

const ICONS = { light: Sun, dark: Moon, auto: Monitor } as const

/**
 * Light / dark / auto as a radio group. The checked state comes from `data-theme-preference`
 * (set before paint), so server HTML and hydration agree and nothing flickers.
 */
export function ThemeSwitcher() {
  const { t } = useI18n()
  const { theme, setPreference } = useTheme()
  return (
    <div role="radiogroup" aria-label={t('theme.label')} className="theme-switcher inline-flex rounded-lg border p-0.5">
      {THEME_PREFERENCES.map((value: ThemePreference) => {
        const Icon = ICONS[value]
        return (
          <button
            key={value}
            type="button"
            role="radio"
            data-value={value}
            aria-checked={theme ? theme.preference === value : undefined}
            title={t(`theme.${value}`)}
            onClick={() => setPreference(value)}
            className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:text-foreground"
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t(`theme.${value}`)}</span>
          </button>
        )
      })}
    </div>
  )
}

/** The header's one-click "dark button": flips between light and dark. */
export function DarkModeToggle() {
  const { t } = useI18n()
  const { setPreference } = useTheme()
  const toggle = () => {
    const dark = document.documentElement.dataset.theme === 'dark'
    setPreference(dark ? 'light' : 'dark')
  }
  return (
    <button
      type="button"
      onClick={toggle}
      className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <span className="sr-only dark:hidden">{t('theme.toggleDark')}</span>
      <span className="sr-only hidden dark:inline">{t('theme.toggleLight')}</span>
    </button>
  )
}
