import { SITE } from '@content/site'
import type { ReactNode } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { AppleGlyph, PlayGlyph } from './brand-icons'

const BADGE = 'inline-flex items-center gap-2 rounded-lg border border-white/25 bg-black px-3 py-2 text-sm font-medium text-white'

/** A store badge: a link once the app is published there (appStores in content/data/site.yaml), "coming soon" until then. */
function StoreBadge({ href, glyph, label, store }: { href: string | null; glyph: ReactNode; label: string; store: string }) {
  const { t } = useI18n()
  if (href) {
    return (
      <a href={href} className={`${BADGE} hover:border-white/60`}>
        {glyph}
        {label}
      </a>
    )
  }
  return (
    <div className={BADGE}>
      {glyph}
      <span className="flex flex-col">
        <span>{store}</span>
        <span className="text-xs font-normal text-white/75">{t('footer.comingSoon')}</span>
      </span>
    </div>
  )
}

/** The App Store and Google Play badges of the company's app (the footer, the mobile app page). */
export function StoreBadges() {
  const { t } = useI18n()
  return (
    <div className="flex flex-wrap gap-2">
      <StoreBadge href={SITE.appStores.apple} glyph={<AppleGlyph />} label={t('footer.appStore')} store="App Store" />
      <StoreBadge href={SITE.appStores.google} glyph={<PlayGlyph />} label={t('footer.googlePlay')} store="Google Play" />
    </div>
  )
}
