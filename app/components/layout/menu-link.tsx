import type { MenuItem } from '@content/menu'
import { useI18n } from '~/features/i18n/i18n-context'
import { useLocation, useRouteLoaderData } from 'react-router'
import type { FrameData } from './frame-data'
import { LANGUAGE_LAYOUT_ROUTE_ID } from '~/features/i18n/layout-route'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { localizePath } from '~/features/i18n/localize-path'
import { translatePlural, type TranslationKey } from '~/features/i18n/translate'

/** One leaf of the menu tree: `/{lang}/…`, its badge, and a new tab where the template had one. */
export function MenuLink({ item }: { item: MenuItem }) {
  const { t, language, locale } = useI18n()
  const layout = useRouteLoaderData(LANGUAGE_LAYOUT_ROUTE_ID) as FrameData | undefined
  const { pathname } = useLocation()
  const href = item.url ?? '/'
  const label = t(item.label as TranslationKey)
  const count = layout?.openPositions ?? 0
  const badge =
    item.badge === 'openPositions' && count > 0 ? (
      <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
        {translatePlural(t, locale, 'menu.about.careerBadge', count)}
      </span>
    ) : null
  if (item.target === '_blank') {
    return (
      <a href={localizePath(href, language)} target="_blank" rel="noopener" className="menu-link">
        {label}
        {badge}
        <span className="sr-only">{t('common.opensInNewTab')}</span>
      </a>
    )
  }
  // `discover="none"`: React Router learns the route when the link is followed, not when it renders.
  // The menus hold a hundred links; announcing them all to the router after hydration cost a phone
  // ~20 ms of main thread and a manifest request on every page. A menu click waits for one small
  // manifest answer instead.
  return (
    // The entry of the page being shown says so (NavLink would too, for 1 KB more on every page).
    <LocalizedLink
      to={href}
      aria-current={pathname === localizePath(href, language) ? 'page' : undefined}
      className="menu-link"
      discover="none"
    >
      {label}
      {badge}
    </LocalizedLink>
  )
}
