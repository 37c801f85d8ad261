import { LocalizedLink } from '~/features/i18n/localized-link'
import { useI18n } from '~/features/i18n/i18n-context'
import { LanguageSwitcher } from '~/features/i18n/language-switcher'
import { HeaderCartButton } from '~/features/shop/cart/header-cart-button'
import { DarkModeToggle, ThemeSwitcher } from '~/features/theme/theme-switcher'
import { LogoMark } from './logo'

export function SiteHeader({ companyName, signInUrl }: { companyName: string; signInUrl: string }) {
  const { t } = useI18n()
  return (
    <header className="sticky top-0 z-50 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <LocalizedLink to="/" className="flex items-center gap-2 font-bold" aria-label={t('header.logoLabel', { company: companyName })}>
          <LogoMark />
          <span className="hidden sm:inline">{companyName}</span>
        </LocalizedLink>
        <div className="ml-auto flex items-center gap-1">
          <ThemeSwitcher />
          <DarkModeToggle />
          <LanguageSwitcher />
          <a href={signInUrl} className="hidden rounded-lg px-3 py-2 text-sm font-medium hover:bg-muted sm:inline-flex">
            {t('header.signIn')}
          </a>
          <HeaderCartButton />
        </div>
      </div>
    </header>
  )
}
