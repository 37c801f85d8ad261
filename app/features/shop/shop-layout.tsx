import type { ReactNode } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { useShopNotices } from './use-shop-notices'

export type Crumb = { label: string; to?: string }

/** The heading band of every shop and account page, with its breadcrumb trail. */
export function ShopPageHeader({ title, text, crumbs = [] }: { title: string; text?: string; crumbs?: Crumb[] }) {
  const { t } = useI18n()
  useShopNotices()
  const trail: Crumb[] = [{ label: t('shop.home'), to: '/' }, ...crumbs]
  return (
    <header className="border-b bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <nav aria-label={t('shop.breadcrumb')} className="mb-4 text-sm text-muted-foreground">
          <ol className="flex flex-wrap items-center gap-2">
            {trail.map((crumb, index) => (
              <li key={index} className="flex items-center gap-2">
                {index > 0 && <span aria-hidden="true">/</span>}
                {crumb.to ? (
                  <LocalizedLink to={crumb.to} className="hover:text-foreground hover:underline">
                    {crumb.label}
                  </LocalizedLink>
                ) : (
                  <span aria-current="page" className="text-foreground">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {text && <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{text}</p>}
      </div>
    </header>
  )
}

export function ShopSection({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto max-w-6xl px-4 py-10 sm:py-14 ${className}`}>{children}</div>
}

export function DemoNote() {
  const { t } = useI18n()
  return <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">{t('shop.demoNote')}</p>
}
