import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'

export type Crumb = { label: string; to?: string }

/** Home first, the page itself last and marked as current. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useI18n()
  const trail: Crumb[] = [{ label: t('common.home'), to: '/' }, ...crumbs]
  return (
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
  )
}
