import { Languages } from 'lucide-react'
import { useLocation } from 'react-router'
import { useI18n } from './i18n-context'
import { LANGUAGE_COOKIE, LANGUAGE_OPTIONS, LANGUAGE_STORAGE_KEY, type Language } from './languages'
import { localizePath } from './localize-path'

const ONE_YEAR_SECONDS = 31_536_000

/** Stores the choice (localStorage + cookie for the server's redirects) before the page reloads. */
function rememberLanguage(code: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify({ code }))
  } catch {
    // Storage disabled: the cookie and the URL still carry the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
}

/**
 * Language dropdown (a native popover). Each option is a real link to the same page in that
 * language, so it also works without JavaScript; with JavaScript the choice is stored first and
 * the page reloads fully, as the original did.
 */
export function LanguageSwitcher({ id = 'language-menu' }: { id?: string }) {
  const { language, t } = useI18n()
  const location = useLocation()
  const current = LANGUAGE_OPTIONS.find((option) => option.code === language) ?? LANGUAGE_OPTIONS[0]!
  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget={id}
        className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium hover:bg-muted"
        aria-label={`${t('language.label')}: ${current.name}`}
        style={{ anchorName: `--${id}` } as React.CSSProperties}
      >
        <Languages aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{current.code.toUpperCase()}</span>
      </button>
      <div
        id={id}
        popover="auto"
        role="menu"
        aria-label={t('language.choose')}
        className="dropdown-panel m-0 min-w-44 rounded-xl border bg-card p-1 text-card-foreground shadow-lg"
        style={{ positionAnchor: `--${id}` } as React.CSSProperties}
      >
        {LANGUAGE_OPTIONS.map((option) => {
          const href = localizePath(`${location.pathname}${location.search}${location.hash}`, option.code)
          return (
            <a
              key={option.code}
              role="menuitemradio"
              aria-checked={option.code === language}
              lang={option.code}
              href={href}
              onClick={() => rememberLanguage(option.code)}
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-muted aria-checked:font-semibold aria-checked:text-primary"
            >
              <span aria-hidden="true" className="text-lg leading-none">
                {option.flag}
              </span>
              <span className="flex-1">{option.name}</span>
              <span aria-hidden="true" className="text-xs text-muted-foreground uppercase">
                {option.code}
              </span>
            </a>
          )
        })}
      </div>
    </div>
  )
}
