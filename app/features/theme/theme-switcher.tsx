import { Monitor as MonitorDrawing, Moon as MoonDrawing, Sun as SunDrawing } from 'lucide'
import { Button, buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { Dropdown } from '~/components/ui/dropdown'
import { useI18n } from '~/features/i18n/i18n-context'
import { THEME_PREFERENCES, type ThemePreference } from './theme'
import * as HOOKS from '~/lib/frame-hooks'

const Monitor = icon(MonitorDrawing)
const Moon = icon(MoonDrawing)
const Sun = icon(SunDrawing)

const ICONS = { light: Sun, dark: Moon, auto: Monitor } as const

/**
 * Light / dark / auto as a radio group; the frame script (app/frame/theme-controls.ts) applies a
 * choice. The checked look comes from `data-theme-preference` (set before paint) in CSS, so
 * server HTML and hydration agree and nothing flickers.
 */
export function ThemeSwitcher({ withLabels = false }: { withLabels?: boolean }) {
  const { t } = useI18n()
  return (
    <div
      role="radiogroup"
      aria-label={t('theme.label')}
      {...{ [HOOKS.themeSwitcher]: '' }}
      className={withLabels ? 'theme-switcher grid gap-0.5' : 'theme-switcher inline-flex rounded-lg border p-0.5'}
    >
      {THEME_PREFERENCES.map((value: ThemePreference) => {
        const Icon = ICONS[value]
        return (
          <button
            key={value}
            type="button"
            role="radio"
            {...{ [HOOKS.themeValue]: value }}
            // The server cannot know the stored choice: "auto", the default. The boot script
            // corrects the attribute as soon as the document is parsed, the frame script after
            // each choice (React never changes it: its value here never changes).
            aria-checked={value === 'auto'}
            title={withLabels ? undefined : t(`theme.${value}`)}
            className={
              withLabels
                ? 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-muted'
                : 'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:text-foreground'
            }
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className={withLabels ? undefined : 'sr-only'}>{t(`theme.${value}`)}</span>
          </button>
        )
      })}
    </div>
  )
}

/** The header's theme switcher: a dropdown whose button shows the chosen preference's icon. */
export function ThemeMenu() {
  const { t } = useI18n()
  return (
    <Dropdown
      id="theme-menu"
      panelClassName="w-40 p-1"
      buttonClassName={buttonClasses({ variant: 'ghost', size: 'icon', className: 'theme-menu-button' })}
      buttonProps={{ 'aria-label': t('theme.label') }}
      label={
        <>
          <Sun aria-hidden="true" data-for="light" className="size-5" />
          <Moon aria-hidden="true" data-for="dark" className="size-5" />
          <Monitor aria-hidden="true" data-for="auto" className="size-5" />
        </>
      }
    >
      <ThemeSwitcher withLabels />
    </Dropdown>
  )
}

/** The header's one-click "dark button": flips between light and dark. */
export function DarkModeToggle() {
  const { t } = useI18n()
  return (
    <Button variant="ghost" size="icon" {...{ [HOOKS.themeToggle]: '' }}>
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <span className="sr-only dark:hidden">{t('theme.toggleDark')}</span>
      <span className="sr-only hidden dark:inline">{t('theme.toggleLight')}</span>
    </Button>
  )
}
