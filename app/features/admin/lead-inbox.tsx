import { Download as DownloadDrawing } from 'lucide'
import { Form, Link, useActionData } from 'react-router'
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
import { localizePath } from '~/features/i18n/localize-path'
import { LEAD_STATUSES } from '~/features/leads/lead-status'
import { AdminNotice, AdminShell, AdminTable } from './admin-shell'
import type { BulkSpamAnswer, LeadInbox } from './lead-inbox.server'
import { INBOX_KINDS, inboxSearch, LEAD_EXPORT_LIMIT, LEAD_INBOX_PAGE_SIZE, type AdminOption, type InboxErrors, type InboxFilters, type LeadRow } from './lead-inbox-view'
import { LeadStatusBadge, StatusOptions, useDayFormat } from './lead-pipeline-parts'

const Download = icon(DownloadDrawing)

const DELIVERY_STYLE: Record<DeliveryStatus, string> = {
  sent: 'bg-primary/15 text-primary',
  pending: 'bg-warning/20 text-foreground',
  failed: 'bg-danger/15 text-danger',
  stored: 'bg-muted text-muted-foreground',
}

/** /{lang}/admin/leads: every lead, filtered by kind, day, stage, owner and follow-up, 25 to a page, with its pipeline and its mail's delivery. */
export function LeadInboxPage({ inbox }: { inbox: LeadInbox }) {
  const { t } = useI18n()
  return (
    <AdminShell title={t('admin.leads.title')} text={t('admin.leads.text')}>
      <InboxFilterForm filters={inbox.filters} errors={inbox.state === 'invalid' ? inbox.errors : {}} admins={inbox.state === 'listed' ? inbox.counts.owners : inbox.admins} />
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

function InboxFilterForm({ filters, errors, admins }: { filters: InboxFilters; errors: InboxErrors; admins: ReadonlyArray<AdminOption & { count?: number }> }) {
  const { t } = useI18n()
  const errorOf = (field: keyof InboxErrors) => (errors[field] ? t(errors[field]) : undefined)
  return (
    <Form method="get" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-xs sm:grid-cols-2 lg:grid-cols-3 lg:items-start" aria-label={t('admin.leads.filters')}>
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
      <Field id="inbox-status" label={t('admin.leads.status')} error={errorOf('status')} required={false}>
        <Select name="status" defaultValue={filters.status}>
          <option value="">{t('admin.leads.allStatuses')}</option>
          <StatusOptions />
        </Select>
      </Field>
      <Field id="inbox-owner" label={t('admin.leads.owner')} error={errorOf('owner')} required={false}>
        <Select name="owner" defaultValue={filters.owner}>
          <option value="">{t('admin.leads.anyOwner')}</option>
          <option value="none">{t('admin.leads.unowned')}</option>
          {admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.count === undefined ? admin.name : t('admin.leads.ownerCount', { name: admin.name, count: admin.count })}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid content-start gap-1.5 lg:mt-[1.625rem]">
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="due" value="1" defaultChecked={filters.due === '1'} className="size-4 accent-primary" />
          {t('admin.leads.dueOnly')}
        </label>
        {errors.due ? <p className="text-sm text-danger">{t(errors.due)}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" focus="ring" className="text-sm">
          {t('admin.leads.apply')}
        </Button>
        <Link to="." className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('admin.leads.clear')}
        </Link>
      </div>
      {errors.page ? <p className="text-sm text-danger sm:col-span-2 lg:col-span-3">{t(errors.page)}</p> : null}
      <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-3">{t('admin.leads.timeZone')}</p>
    </Form>
  )
}

function InboxList({ inbox }: { inbox: Extract<LeadInbox, { state: 'listed' }> }) {
  const { t, locale, language } = useI18n()
  const number = new Intl.NumberFormat(locale)
  const first = (inbox.page - 1) * LEAD_INBOX_PAGE_SIZE + 1
  const last = first + inbox.rows.length - 1
  const csvHref = `/${language}/admin/leads.csv${inboxSearch(inbox.filters)}`
  const answer = useActionData<BulkSpamAnswer>()
  return (
    <div className="grid gap-4">
      <StatusCounts inbox={inbox} />
      {inbox.spammed !== null ? (
        <p role="status" className="rounded-2xl border border-primary/40 bg-primary/5 p-4 text-sm">
          {translatePlural(t, locale, 'admin.leads.spammed', inbox.spammed)}
        </p>
      ) : null}
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
          {/* One plain form around the table: the ticked boxes post without JavaScript. */}
          <Form method="post" className="grid gap-3" aria-label={t('admin.leads.bulkSpam')}>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" variant="outline" focus="ring" className="text-sm">
                {t('admin.leads.bulkSpam')}
              </Button>
              <p className="text-sm text-muted-foreground">{t('admin.leads.bulkHint')}</p>
            </div>
            {answer?.bulkError ? (
              <p role="alert" className="text-sm text-danger">
                {answer.bulkError}
              </p>
            ) : null}
            <AdminTable
              labelledBy="inbox-results"
              minWidth="min-w-[68rem]"
              columns={[
                t('admin.leads.select'),
                t('admin.leads.columns.received'),
                t('admin.leads.columns.pipeline'),
                t('admin.leads.columns.kind'),
                t('admin.leads.columns.contact'),
                t('admin.leads.columns.message'),
                t('admin.leads.columns.delivery'),
              ]}
            >
              {inbox.rows.map((row) => (
                <InboxRow key={row.id} row={row} />
              ))}
            </AdminTable>
          </Form>
          <Pagination filters={inbox.filters} page={inbox.page} pageCount={inbox.pageCount} />
        </>
      )}
    </div>
  )
}

/** The counts by stage (each a link to that stage, under the other filters) and the follow-ups due. */
function StatusCounts({ inbox }: { inbox: Extract<LeadInbox, { state: 'listed' }> }) {
  const { t, locale } = useI18n()
  const number = new Intl.NumberFormat(locale)
  const all = Object.values(inbox.counts.statuses).reduce((sum, count) => sum + count, 0)
  const link = (status: string, label: string) => {
    const current = inbox.filters.status === status
    return (
      <li key={status || 'all'}>
        <Link
          to={inboxSearch({ ...inbox.filters, status }) || '.'}
          aria-current={current ? 'page' : undefined}
          className={cn('block rounded-full border px-3 py-1 text-sm font-medium', current ? 'border-primary bg-primary/10 text-primary' : 'hover:bg-muted')}
        >
          {label}
        </Link>
      </li>
    )
  }
  return (
    <nav aria-label={t('admin.leads.byStatus')} className="flex flex-wrap items-center justify-between gap-3">
      <ul className="flex flex-wrap gap-2">
        {link('', t('admin.leads.allCount', { count: number.format(all) }))}
        {LEAD_STATUSES.map((status) => link(status, t('admin.leads.statusCount', { status: t(`admin.pipeline.statuses.${status}`), count: number.format(inbox.counts.statuses[status] ?? 0) })))}
      </ul>
      <Link
        to={inboxSearch({ ...inbox.filters, due: inbox.filters.due ? '' : '1' }) || '.'}
        aria-current={inbox.filters.due ? 'page' : undefined}
        className={cn('text-sm font-medium underline-offset-4 hover:underline', inbox.counts.due > 0 ? 'text-danger' : 'text-muted-foreground')}
      >
        {translatePlural(t, locale, 'admin.leads.dueCount', inbox.counts.due)}
      </Link>
    </nav>
  )
}

function InboxRow({ row }: { row: LeadRow }) {
  const { t, locale, language } = useI18n()
  const day = useDayFormat()
  // The form's fields in its order, each in the column its declaration names (lead-declarations.ts).
  const placed = (place: 'sender' | 'message') =>
    LEAD_FORMS[row.kind].fields.flatMap((field) => (LEAD_FIELDS[field].inbox.place === place && row.fields[field] ? [[field, row.fields[field]] as const] : []))
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE }).format(new Date(iso))
  const leadLanguage = row.language === 'tr' || row.language === 'en' || row.language === 'de' ? t(`admin.leads.languages.${row.language}`) : row.language
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <input type="checkbox" name="lead" value={row.id} aria-label={t('admin.leads.selectLead', { id: row.id })} className="size-4 accent-primary" />
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={row.createdAt}>{time(row.createdAt)}</time>
        <p className="text-xs">
          <Link to={localizePath(`/admin/leads/${row.id}`, language)} aria-label={t('admin.leads.open', { id: row.id })} className="font-medium text-primary underline-offset-4 hover:underline">
            #{row.id}
          </Link>
        </p>
      </td>
      <td className="min-w-40 px-4 py-3">
        <LeadStatusBadge status={row.status} />
        <p className="mt-1 text-xs text-muted-foreground">{row.owner ?? t('admin.leads.unowned')}</p>
        {row.followUpOn ? (
          <p className={cn('mt-1 text-xs', row.followUpDue ? 'font-semibold text-danger' : 'text-muted-foreground')}>
            {t(row.followUpDue ? 'admin.leads.followUpDue' : 'admin.leads.followUp', { date: day(row.followUpOn) })}
          </p>
        ) : null}
      </td>
      <td className="min-w-40 px-4 py-3">
        <p className="font-medium">{t(`admin.leads.kinds.${row.kind}`)}</p>
        <p className="text-xs text-muted-foreground">{leadLanguage}</p>
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
export function SenderDetail({ field, kind, value }: { field: LeadField; kind: LeadKind; value: string }) {
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
