import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { PageHeader } from '~/components/page/page-header'
import { useI18n } from '~/features/i18n/i18n-context'
import { localizePath } from '~/features/i18n/localize-path'
import { cn } from '~/lib/cn'
import { ADMIN_PAGES } from './admin-view'

/** Heading, the admin pages' navigation, and the page. */
export function AdminShell({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const { t, language } = useI18n()
  return (
    <>
      <PageHeader title={title} text={text} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:py-14">
        <nav aria-label={t('admin.nav.label')}>
          <ul className="flex flex-wrap gap-1 border-b">
            {ADMIN_PAGES.map((page) => (
              <li key={page.path}>
                {/* Not `end`: a lead's own page (/admin/leads/:id) belongs to the Leads tab. */}
                <NavLink
                  to={localizePath(page.path, language)}
                  discover="none"
                  className={({ isActive }) =>
                    cn('-mb-px block border-b-2 px-4 py-2.5 text-sm font-semibold', isActive ? 'border-primary text-primary' : 'border-transparent text-muted-foreground hover:text-foreground')
                  }
                >
                  {t(page.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </div>
    </>
  )
}

/** A message in place of a page's results: an error (announced) or an empty result. */
export function AdminNotice({ tone, title, text, children }: { tone: 'danger' | 'neutral'; title: string; text?: string; children?: ReactNode }) {
  return (
    <div role={tone === 'danger' ? 'alert' : undefined} className={cn('rounded-2xl border p-8 text-center', tone === 'danger' ? 'border-danger/40 bg-danger/5' : 'border-dashed')}>
      <p className="font-semibold">{title}</p>
      {text ? <p className="mt-1 text-sm text-muted-foreground">{text}</p> : null}
      {children}
    </div>
  )
}

/**
 * An admin page's table: wide on purpose (every column side by side), so on a phone it scrolls
 * within its own box, which keyboard users can scroll too (tabIndex). `minWidth` is a Tailwind
 * class written out where the table is used (e.g. `min-w-[56rem]`).
 */
export function AdminTable({ labelledBy, minWidth, columns, children }: { labelledBy: string; minWidth: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border bg-card shadow-xs" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <thead className="border-b bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  )
}
