import { ChevronDown as ChevronDownDrawing } from 'lucide'
import { buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { MAIN_MENU, type MenuItem } from '@content/menu'
import { SITE } from '@content/site'
import { Dropdown } from '~/components/ui/dropdown'
import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { MenuIcon } from './menu-icon'
import { MenuLink } from './menu-link'

const ChevronDown = icon(ChevronDownDrawing)

export const HEADER_ANCHOR = '--site-header'

/**
 * The desktop mega-menu: one disclosure button per top-level entry, each opening a popover.
 * Entries whose children are groups open a wide multi-column panel under the whole header bar.
 */
export function DesktopNav() {
  const { t } = useI18n()
  return (
    <nav aria-label={t('header.mainNav')} className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {MAIN_MENU.map((item) => {
          const isMega = item.children?.some((child) => child.children)
          return (
            <li key={item.key}>
              <Dropdown
                id={`menu-${item.key}`}
                align={isMega ? 'center' : 'start'}
                anchor={isMega ? HEADER_ANCHOR : undefined}
                buttonClassName={buttonClasses({ variant: 'ghost', size: null, className: 'nav-trigger h-10 gap-1 px-3 text-sm font-medium' })}
                panelClassName={isMega ? 'w-[min(60rem,calc(100vw-2rem))] p-4' : 'w-64'}
                label={
                  <>
                    {t(item.label as TranslationKey)}
                    <ChevronDown aria-hidden="true" className="nav-chevron size-4 transition-transform" />
                  </>
                }
              >
                {isMega ? <MegaPanel item={item} /> : <LinkList items={item.children ?? []} />}
              </Dropdown>
            </li>
          )
        })}
        <li>
          <a href={SITE.docsUrl} className={buttonClasses({ variant: 'ghost', size: null, className: 'h-10 px-3 text-sm font-medium' })}>
            {t('header.docs')}
          </a>
        </li>
      </ul>
    </nav>
  )
}

function LinkList({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul className="grid gap-0.5">
      {items.map((leaf) => (
        <li key={leaf.key}>
          <MenuLink item={leaf} />
        </li>
      ))}
    </ul>
  )
}

function MegaPanel({ item }: { item: MenuItem }) {
  const { t } = useI18n()
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-4">
      {item.children?.map((group) => (
        <section key={group.key} aria-labelledby={`menu-group-${group.key}`}>
          <h3 id={`menu-group-${group.key}`} className="mb-1 flex items-center gap-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <MenuIcon name={group.icon} />
            {t(group.label as TranslationKey)}
          </h3>
          <LinkList items={group.children ?? []} />
        </section>
      ))}
    </div>
  )
}
