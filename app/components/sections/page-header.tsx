import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'

export type Crumb = { label: string; to?: string }

/**
 * The heading band of an inner page: breadcrumb trail (home first, the page itself last and marked
 * as current), the page's one `<h1>` and an optional lead text.
 */
export function PageHeader({ title, text, crumbs }: { title: string; text?: string; crumbs?: Crumb[] }) {
  const { t } = useI18n()
  const trail: Crumb[] | undefined = crumbs && [{ label: t('common.home'), to: '/' }, ...crumbs]
  return (
    <header className="border-b bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {trail && (
          <nav aria-label={t('common.breadcrumb')} className="mb-4 text-sm text-muted-foreground">
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
        )}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {text && <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{text}</p>}
      </div>
    </header>
  )
}
