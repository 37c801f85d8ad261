import type { ReactNode } from 'react'
import { PageHeader, type Crumb } from '~/components/page/page-header'
import { useI18n } from '~/features/i18n/i18n-context'
import { useShopNotices } from './use-shop-notices'

/** The page header of every shop and account page (their breadcrumb always starts at home). */
export function ShopPageHeader({ title, text, crumbs = [] }: { title: string; text?: string; crumbs?: Crumb[] }) {
  useShopNotices()
  return <PageHeader title={title} text={text} crumbs={crumbs} />
}

export function ShopSection({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto max-w-6xl px-4 py-10 sm:py-14 ${className}`}>{children}</div>
}

export function DemoNote() {
  const { t } = useI18n()
  return <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">{t('shop.demoNote')}</p>
}
