import { ChevronDown as ChevronDownDrawing } from 'lucide'
import { buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useLocation } from 'react-router'
import { Dropdown } from '~/components/ui/dropdown'
import { Flag } from '~/features/i18n/flag'
import { useI18n } from '~/features/i18n/i18n-context'
import { serializeCookie } from '~/lib/cookies'
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_OPTIONS, LANGUAGE_OPTIONS, LANGUAGE_STORAGE_KEY, type Language } from '~/features/i18n/languages'
import { localizePath } from '~/features/i18n/localize-path'

const ChevronDown = icon(ChevronDownDrawing)

/** Stores the choice (localStorage + cookie for the server's redirects) before the page reloads. */
function rememberLanguage(code: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify({ code }))
  } catch {
    // Storage disabled: the cookie and the URL still carry the choice.
  }
  document.cookie = serializeCookie(LANGUAGE_COOKIE, code, { ...LANGUAGE_COOKIE_OPTIONS, secure: location.protocol === 'https:' })
}

/**
 * The three languages as real links to the same page in that language (they work without
 * JavaScript; `reloadDocument`-style plain anchors so the page reloads fully, as the original did).
 */
export function LanguageLinks({ className }: { className?: string }) {
  const { language } = useI18n()
  const location = useLocation()
  return (
    <ul className={className}>
      {LANGUAGE_OPTIONS.map((option) => (
        <li key={option.code}>
          <a
            lang={option.code}
            hrefLang={option.code}
            href={localizePath(`${location.pathname}${location.search}${location.hash}`, option.code)}
            aria-current={option.code === language ? 'true' : undefined}
            onClick={() => rememberLanguage(option.code)}
            className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-muted aria-[current]:font-semibold aria-[current]:text-primary"
          >
            <Flag code={option.code} />
            <span className="flex-1">{option.name}</span>
            <span className="text-xs text-muted-foreground uppercase">{option.code}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Language dropdown: flag, name and code of each option (SPEC §3 Language option). */
export function LanguageSwitcher({ id = 'language-menu' }: { id?: string }) {
  const { language, t } = useI18n()
  const current = LANGUAGE_OPTIONS.find((option) => option.code === language) ?? LANGUAGE_OPTIONS[0]!
  return (
    <Dropdown
      id={id}
      panelClassName="w-48 p-1"
      buttonClassName={buttonClasses({ variant: 'ghost', size: null, className: 'h-10 gap-1.5 px-2 text-sm font-medium' })}
      // The name holds the visible code too (WCAG 2.5.3 label in name: "TR" is not in "Dil: Türkçe").
      buttonProps={{ 'aria-label': `${t('language.label')}: ${current.name} (${current.code.toUpperCase()})` }}
      label={
        <>
          <Flag code={current.code} />
          <span aria-hidden="true" className="uppercase">
            {current.code}
          </span>
          <ChevronDown aria-hidden="true" className="size-3.5" />
        </>
      }
    >
      <p className="px-3 pt-1.5 pb-1 text-xs font-semibold text-muted-foreground">{t('language.choose')}</p>
      <LanguageLinks className="grid gap-0.5" />
    </Dropdown>
  )
}
