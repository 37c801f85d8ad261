import { Download as DownloadDrawing } from 'lucide'
import { Form, Link } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { icon } from '~/components/ui/icon'
import { Input, Select } from '~/components/ui/input'
import { useI18n } from '~/features/i18n/i18n-context'
import { translatePlural, type TranslationKey } from '~/features/i18n/translate'
import type { DeliveryStatus, LeadKind } from '@db/schema'
import { LEAD_FIELDS, LEAD_FORMS, type LeadField, type LeadFieldDeclaration } from '~/features/leads/lead-declarations'
import { leadFormOf } from '~/features/leads/lead-form'
import { cn } from '~/lib/cn'
import { COMPANY_TIME_ZONE } from '~/lib/company-time'
import { AdminNotice, AdminShell, AdminTable } from './admin-shell'
import type { LeadInbox } from './lead-inbox.server'
import { INBOX_KINDS, inboxSearch, LEAD_EXPORT_LIMIT, LEAD_INBOX_PAGE_SIZE, type InboxErrors, type InboxFilters, type LeadRow } from './lead-inbox-view'

const Download = icon(DownloadDrawing)

const DELIVERY_STYLE: Record<DeliveryStatus, string> = {
  sent: 'bg-primary/15 text-primary',
  pending: 'bg-warning/20 text-foreground',
  failed: 'bg-danger/15 text-danger',
  stored: 'bg-muted text-muted-foreground',
}

/** /{lang}/admin/leads: every lead, filtered by kind and day, 25 to a page, with its mail's delivery. */
export function LeadInboxPage({ inbox }: { inbox: LeadInbox }) {
  const { t } = useI18n()
  return (
    <AdminShell title={t('admin.leads.title')} text={t('admin.leads.text')}>
      <InboxFilterForm filters={inbox.filters} errors={inbox.state === 'invalid' ? inbox.errors : {}} />
      {inbox.state === 'invalid' ? (
        <AdminNotice tone="danger" title={t('admin.leads.invalidTitle')} text={t('admin.leads.invalidText')} />
      ) : inbox.state === 'unavailable' ? (
        <AdminNotice tone="danger" title={t('admin.leads.unavailable')} text={t('admin.leads.unavailableText')} />
      ) : (
        <InboxList inbox={inbox} />
      )}
    </AdminShell>
  )
}

function InboxFilterForm({ filters, errors }: { filters: InboxFilters; errors: InboxErrors }) {
  const { t } = useI18n()
  const errorOf = (field: keyof InboxErrors) => (errors[field] ? t(errors[field]) : undefined)
  return (
    <Form method="get" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-xs sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start" aria-label={t('admin.leads.filters')}>
      <Field id="inbox-kind" label={t('admin.leads.kind')} error={errorOf('kind')} required={false}>
        <Select name="kind" defaultValue={filters.kind}>
          <option value="">{t('admin.leads.allKinds')}</option>
          {INBOX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.leads.kinds.${kind}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="inbox-from" label={t('admin.leads.from')} error={errorOf('from')} required={false}>
        <Input type="date" name="from" defaultValue={filters.from} />
      </Field>
      <Field id="inbox-to" label={t('admin.leads.to')} error={errorOf('to')} required={false}>
        <Input type="date" name="to" defaultValue={filters.to} />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1 lg:mt-[1.625rem]">
        <Button type="submit" focus="ring" className="text-sm">
          {t('admin.leads.apply')}
        </Button>
        <Link to="." className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('admin.leads.clear')}
        </Link>
      </div>
      {errors.page ? <p className="text-sm text-danger sm:col-span-2 lg:col-span-4">{t(errors.page)}</p> : null}
      <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-4">{t('admin.leads.timeZone')}</p>
    </Form>
  )
}

function InboxList({ inbox }: { inbox: Extract<LeadInbox, { state: 'listed' }> }) {
  const { t, locale, language } = useI18n()
  const number = new Intl.NumberFormat(locale)
  const first = (inbox.page - 1) * LEAD_INBOX_PAGE_SIZE + 1
  const last = first + inbox.rows.length - 1
  const csvHref = `/${language}/admin/leads.csv${inboxSearch(inbox.filters)}`
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inbox-results" className="text-lg font-semibold" aria-live="polite">
          {inbox.total === 0
            ? t('admin.leads.countNone')
            : inbox.rows.length === 0
              ? translatePlural(t, locale, 'admin.leads.count', inbox.total, { total: number.format(inbox.total) })
              : t('admin.leads.range', { first: number.format(first), last: number.format(last), total: number.format(inbox.total) })}
        </h2>
        {inbox.total > 0 ? (
          // A file download, not a page: the browser's own navigation, never the router's.
          <a href={csvHref} download className={buttonClasses({ variant: 'outline', focus: 'ring', className: 'text-sm' })} title={t('admin.leads.exportHint', { limit: number.format(LEAD_EXPORT_LIMIT) })}>
            <Download aria-hidden="true" className="size-4" />
            {t('admin.leads.export')}
          </a>
        ) : null}
      </div>
      {inbox.total === 0 ? (
        <AdminNotice tone="neutral" title={t('admin.leads.none')} text={t('admin.leads.noneText')} />
      ) : inbox.rows.length === 0 ? (
        <AdminNotice tone="neutral" title={t('admin.leads.emptyPage')} text={t('admin.leads.emptyPageText', { pages: number.format(inbox.pageCount) })}>
          <Link to={inboxSearch(inbox.filters) || '.'} className="mt-3 inline-block font-medium text-primary underline-offset-4 hover:underline">
            {t('admin.leads.firstPage')}
          </Link>
        </AdminNotice>
      ) : (
        <>
          <AdminTable
            labelledBy="inbox-results"
            minWidth="min-w-[56rem]"
            columns={[t('admin.leads.columns.received'), t('admin.leads.columns.kind'), t('admin.leads.columns.contact'), t('admin.leads.columns.message'), t('admin.leads.columns.delivery')]}
          >
            {inbox.rows.map((row) => (
              <InboxRow key={row.id} row={row} />
            ))}
          </AdminTable>
          <Pagination filters={inbox.filters} page={inbox.page} pageCount={inbox.pageCount} />
        </>
      )}
    </div>
  )
}

function InboxRow({ row }: { row: LeadRow }) {
  const { t, locale } = useI18n()
  // The form's fields in its order, each in the column its declaration names (lead-declarations.ts).
  const placed = (place: 'sender' | 'message') =>
    LEAD_FORMS[row.kind].fields.flatMap((field) => (LEAD_FIELDS[field].inbox.place === place && row.fields[field] ? [[field, row.fields[field]] as const] : []))
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE }).format(new Date(iso))
  const language = row.language === 'tr' || row.language === 'en' || row.language === 'de' ? t(`admin.leads.languages.${row.language}`) : row.language
  return (
    <tr className="align-top">
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={row.createdAt}>{time(row.createdAt)}</time>
        <p className="text-xs text-muted-foreground">#{row.id}</p>
      </td>
      <td className="min-w-40 px-4 py-3">
        <p className="font-medium">{t(`admin.leads.kinds.${row.kind}`)}</p>
        <p className="text-xs text-muted-foreground">{language}</p>
        {row.kind === 'email' ? (
          <p className="mt-1 text-xs text-muted-foreground">
            {row.confirmedAt ? t('admin.leads.confirmed', { date: time(row.confirmedAt) }) : t('admin.leads.unconfirmed')}
          </p>
        ) : null}
        {row.consentPurpose ? <p className="mt-1 text-xs text-muted-foreground">{t(`admin.leads.consents.${row.consentPurpose}`)}</p> : null}
      </td>
      <td className="max-w-64 min-w-48 px-4 py-3 break-words">
        {placed('sender').map(([field, value]) => (
          <SenderDetail key={field} field={field} kind={row.kind} value={value} />
        ))}
      </td>
      <td className="max-w-md px-4 py-3">
        {placed('message').length ? (
          placed('message').map(([field, value]) => (
            <p key={field} className="break-words whitespace-pre-line">
              {value}
            </p>
          ))
        ) : (
          <p className="text-muted-foreground">{t('admin.leads.noMessage')}</p>
        )}
        {row.pageUrl ? <p className="mt-1 truncate text-xs text-muted-foreground">{t('admin.leads.sentFrom', { page: row.pageUrl })}</p> : null}
      </td>
      <td className="px-4 py-3">
        <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', DELIVERY_STYLE[row.deliveryStatus])}>
          {t(`admin.leads.delivery.${row.deliveryStatus}`)}
        </span>
        {row.deliveredAt ? <p className="mt-1 text-xs text-muted-foreground">{time(row.deliveredAt)}</p> : null}
        {row.deliveryAttempts > 0 ? <p className="mt-1 text-xs text-muted-foreground">{translatePlural(t, locale, 'admin.leads.attempts', row.deliveryAttempts)}</p> : null}
        {row.deliveryError && row.deliveryStatus !== 'sent' ? <p className="mt-1 max-w-48 text-xs break-words text-danger">{row.deliveryError}</p> : null}
      </td>
    </tr>
  )
}

/** One detail of the sender: the name in bold, an address or number as its link, the rest as the form means it (an application's position). */
function SenderDetail({ field, kind, value }: { field: LeadField; kind: LeadKind; value: string }) {
  const { t } = useI18n()
  const { inbox }: LeadFieldDeclaration = LEAD_FIELDS[field]
  if (inbox.strong) return <p className="font-medium">{value}</p>
  if (inbox.link) {
    const href = inbox.link === 'tel' ? `tel:${value.replace(/[^\d+]/g, '')}` : `mailto:${value}`
    return (
      <p>
        <a href={href} className={cn('underline-offset-4 hover:underline', inbox.link === 'mailto' && 'text-primary')}>
          {value}
        </a>
      </p>
    )
  }
  const meaning = leadFormOf(kind).meaning?.[field]?.inboxLabel
  return <p className="text-muted-foreground">{meaning ? t(meaning, { value }) : value}</p>
}

function Pagination({ filters, page, pageCount }: { filters: InboxFilters; page: number; pageCount: number }) {
  const { t, locale } = useI18n()
  if (pageCount <= 1) return null
  const number = new Intl.NumberFormat(locale)
  const step = (target: number, label: TranslationKey, enabled: boolean) =>
    enabled ? (
      <Link to={inboxSearch(filters, target) || '.'} className={buttonClasses({ variant: 'outline', size: null, className: 'px-3 py-2 font-medium' })}>
        {t(label)}
      </Link>
    ) : (
      <span aria-disabled="true" className="rounded-lg border px-3 py-2 text-muted-foreground opacity-60">
        {t(label)}
      </span>
    )
  return (
    <nav aria-label={t('admin.leads.pagination')} className="flex items-center justify-between gap-3 text-sm">
      {step(page - 1, 'admin.leads.newer', page > 1)}
      <span aria-current="page">{t('admin.leads.page', { page: number.format(page), pages: number.format(pageCount) })}</span>
      {step(page + 1, 'admin.leads.older', page < pageCount)}
    </nav>
  )
}
