import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { useI18n } from '~/features/i18n/i18n-context'
import { LANGUAGES, type Language } from '~/features/i18n/languages'
import type { DayViews, PageViewStats } from '~/features/page-views/page-view-stats.server'
import { OTHER_REFERRER } from '~/features/page-views/referrer'
import { cn } from '~/lib/cn'
import { AdminNotice, AdminShell } from './admin-shell'
import { PAGE_VIEW_PERIODS } from './admin-view'
import type { PageViewsData } from './page-views.server'

/** One colour per language, the same in the chart, its legend and the totals. */
const LANGUAGE_FILL: Record<Language, string> = { tr: 'fill-primary', en: 'fill-info', de: 'fill-warning' }
const LANGUAGE_SWATCH: Record<Language, string> = { tr: 'bg-primary', en: 'bg-info', de: 'bg-warning' }

/** /{lang}/admin/page-views: first-party page views per day and language, top pages and referring sites. */
export function PageViewsPage({ views }: { views: PageViewsData }) {
  const { t } = useI18n()
  return (
    <AdminShell title={t('admin.views.title')} text={t('admin.views.text')}>
      <PeriodChoice days={views.days} />
      {views.state === 'invalid' ? (
        <AdminNotice tone="danger" title={t('admin.views.invalidPeriod')} />
      ) : views.state === 'unavailable' ? (
        <AdminNotice tone="danger" title={t('admin.views.unavailable')} />
      ) : (
        <Statistics stats={views.stats} />
      )}
    </AdminShell>
  )
}

function PeriodChoice({ days }: { days: number }) {
  const { t } = useI18n()
  return (
    <nav aria-label={t('admin.views.period')} className="flex flex-wrap gap-2">
      {PAGE_VIEW_PERIODS.map((period) => (
        <Link
          key={period}
          to={`?days=${period}`}
          aria-current={String(days) === period ? 'page' : undefined}
          className={buttonClasses({ variant: 'outline', shape: 'pill', size: null, className: ['px-4 py-1.5 text-sm font-medium', String(days) === period && 'border-primary bg-primary/10 text-primary'] })}
        >
          {t('admin.views.lastDays', { days: period })}
        </Link>
      ))}
    </nav>
  )
}

function Statistics({ stats }: { stats: PageViewStats }) {
  const { t, locale } = useI18n()
  const number = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const dateOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`))
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <div className="rounded-2xl border bg-card p-5 shadow-xs">
          <dt className="text-sm text-muted-foreground">{t('admin.views.total')}</dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums">{number.format(stats.total)}</dd>
        </div>
        {LANGUAGES.map((language) => (
          <div key={language} className="rounded-2xl border bg-card p-5 shadow-xs">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', LANGUAGE_SWATCH[language])} />
              {t(`admin.leads.languages.${language}`)}
            </dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">
              {number.format(stats.byLanguage[language])}
              <span className="ms-2 text-sm font-normal text-muted-foreground">{stats.total ? percent.format(stats.byLanguage[language] / stats.total) : '–'}</span>
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="views-per-day" className="rounded-2xl border bg-card p-5 shadow-xs">
        <h2 id="views-per-day" className="text-lg font-semibold">
          {t('admin.views.perDay', { from: dateOf(stats.from), to: dateOf(stats.to) })}
        </h2>
        <DayChart days={stats.days} label={t('admin.views.chartLabel', { total: number.format(stats.total), from: dateOf(stats.from), to: dateOf(stats.to) })} />
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-primary">{t('admin.views.asTable')}</summary>
          <div className="mt-3 max-h-80 overflow-auto" role="region" aria-label={t('admin.views.asTable')} tabIndex={0}>
            <table className="w-full text-left tabular-nums">
              <thead className="sticky top-0 bg-card text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1.5 pe-4 font-medium">{t('admin.views.day')}</th>
                  {LANGUAGES.map((language) => (
                    <th key={language} scope="col" className="py-1.5 pe-4 text-end font-medium">
                      {t(`admin.leads.languages.${language}`)}
                    </th>
                  ))}
                  <th scope="col" className="py-1.5 text-end font-medium">{t('admin.views.total')}</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {[...stats.days].reverse().map((row) => (
                  <tr key={row.day}>
                    <th scope="row" className="py-1.5 pe-4 font-normal whitespace-nowrap">{dateOf(row.day)}</th>
                    {LANGUAGES.map((language) => (
                      <td key={language} className="py-1.5 pe-4 text-end">{number.format(row[language])}</td>
                    ))}
                    <td className="py-1.5 text-end font-semibold">{number.format(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <RankedList title={t('admin.views.topPages')} empty={t('admin.views.noViews')} rows={stats.topPaths.map((row) => ({ label: row.path, views: row.views }))} />
        <RankedList title={t('admin.views.topReferrers')} empty={t('admin.views.noReferrers')} rows={stats.topReferrers.map((row) => ({ label: row.host === OTHER_REFERRER ? t('admin.views.otherSites') : row.host, views: row.views }))} />
      </div>
      <p className="text-sm text-muted-foreground">{t('admin.views.privacy')}</p>
    </div>
  )
}

/** Stacked bars per day (one colour per language); its numbers are in the table beside it. */
function DayChart({ days, label }: { days: DayViews[]; label: string }) {
  const { t } = useI18n()
  const highest = Math.max(1, ...days.map((day) => day.total))
  const width = 100 / days.length
  return (
    <div className="mt-4">
      <svg role="img" aria-label={label} viewBox="0 0 100 40" preserveAspectRatio="none" className="h-48 w-full overflow-visible">
        <line x1="0" y1="40" x2="100" y2="40" className="stroke-border" strokeWidth="0.3" vectorEffect="non-scaling-stroke" />
        {days.map((day, index) => {
          let top = 40
          return LANGUAGES.map((language) => {
            const height = (day[language] / highest) * 38
            top -= height
            return height > 0 ? <rect key={`${day.day}-${language}`} x={index * width + width * 0.15} y={top} width={width * 0.7} height={height} className={LANGUAGE_FILL[language]} /> : null
          })
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-label={t('admin.views.legend')}>
        {LANGUAGES.map((language) => (
          <li key={language} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('size-3 rounded-sm', LANGUAGE_SWATCH[language])} />
            {t(`admin.leads.languages.${language}`)}
          </li>
        ))}
      </ul>
    </div>
  )
}

function RankedList({ title, empty, rows }: { title: string; empty: string; rows: { label: string; views: number }[] }) {
  const { locale } = useI18n()
  const number = new Intl.NumberFormat(locale)
  const highest = Math.max(1, ...rows.map((row) => row.views))
  return (
    <section className="rounded-2xl border bg-card p-5 shadow-xs">
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="mt-3 grid gap-2 text-sm">
          {rows.map((row) => (
            <li key={row.label} className="relative overflow-hidden rounded-md px-3 py-1.5">
              <span aria-hidden="true" className="absolute inset-y-0 start-0 rounded-md bg-primary/10" style={{ width: `${(row.views / highest) * 100}%` }} />
              <span className="relative flex justify-between gap-3">
                <span className="truncate">{row.label}</span>
                <span className="font-semibold tabular-nums">{number.format(row.views)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
