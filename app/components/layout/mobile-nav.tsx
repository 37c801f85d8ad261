import { ChevronDown as ChevronDownDrawing, Menu as MenuDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { MAIN_MENU, type MenuItem } from '@content/menu'
import { SITE } from '@content/site'
import { openSheet, Sheet } from '~/components/ui/sheet'
import { useI18n } from '~/features/i18n/i18n-context'
import { LanguageLinks } from '~/features/i18n/language-switcher'
import { LocalizedLink } from '~/features/i18n/localized-link'
import type { TranslationKey } from '~/features/i18n/translate'
import { ThemeSwitcher } from '~/features/theme/theme-switcher'
import { SearchForm } from './header-search'
import { MenuIcon } from './menu-icon'
import { MenuLink } from './menu-link'

const ChevronDown = icon(ChevronDownDrawing)
const Menu = icon(MenuDrawing)

const SHEET_ID = 'mobile-menu'

/** The header's menu button (phones and tablets); it opens <MobileNavSheet />. */
export function MobileNavButton() {
  const { t } = useI18n()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-controls={SHEET_ID}
      onClick={() => openSheet(SHEET_ID)}
      className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted lg:hidden"
    >
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">{t('header.openMenu')}</span>
    </button>
  )
}

/**
 * Phones and tablets: the whole menu tree in an off-canvas panel from the start side. Only the
 * menu button's script opens it, so its contents are rendered when it first opens (the menu's
 * links are in the page's HTML anyway, in the desktop navigation): 30 KB of markup and 300
 * elements less to parse and hydrate on every page. Rendered after the footer, where a closed
 * modal dialog stands in nobody's way.
 */
export function MobileNavSheet({ signInUrl }: { signInUrl: string }) {
  const { t } = useI18n()
  return (
    <Sheet id={SHEET_ID} title={t('header.mainNav')} closeLabel={t('header.closeMenu')} lazy>
      <SearchForm id="mobile-search-input" />
      <nav aria-label={t('header.mainNav')} className="mt-4">
        <ul className="grid gap-1">
          {MAIN_MENU.map((item) => (
            <li key={item.key}>
              <Group item={item} />
            </li>
          ))}
          <li>
            <a href={SITE.docsUrl} className="flex items-center rounded-lg px-3 py-2.5 font-medium hover:bg-muted">
              {t('header.docs')}
            </a>
          </li>
        </ul>
      </nav>
      <div className="mt-4 grid gap-2 border-t pt-4">
        <a href={signInUrl} className="rounded-lg border px-4 py-2.5 text-center font-semibold hover:bg-muted">
          {t('header.signIn')}
        </a>
        <LocalizedLink to="/auth/sign-up" className="rounded-lg border px-4 py-2.5 text-center font-semibold hover:bg-muted">
          {t('header.signUp')}
        </LocalizedLink>
        <LocalizedLink to="/shop/grid" className="rounded-lg bg-primary px-4 py-2.5 text-center font-semibold text-primary-foreground">
          {t('header.buyNow')}
        </LocalizedLink>
      </div>
      <div className="mt-4 grid gap-4 border-t pt-4">
        <div>
          <p className="mb-1 px-3 text-xs font-semibold text-muted-foreground">{t('language.choose')}</p>
          <LanguageLinks className="grid gap-0.5" />
        </div>
        <div>
          <p className="mb-1 px-3 text-xs font-semibold text-muted-foreground">{t('theme.label')}</p>
          <ThemeSwitcher withLabels />
        </div>
      </div>
    </Sheet>
  )
}

/** Collapsible groups as native `<details>` (SPEC §9 accordion default: others stay open). */
function Group({ item }: { item: MenuItem }) {
  const { t } = useI18n()
  return (
    <details className="group/menu">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2.5 font-medium hover:bg-muted [&::-webkit-details-marker]:hidden">
        <MenuIcon name={item.icon} />
        <span className="flex-1">{t(item.label as TranslationKey)}</span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/menu:rotate-180" />
      </summary>
      <ul className="ms-4 grid gap-0.5 border-s ps-2">
        {item.children?.map((child) => (
          <li key={child.key}>{child.children ? <Group item={child} /> : <MenuLink item={child} />}</li>
        ))}
      </ul>
    </details>
  )
}
