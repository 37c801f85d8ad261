import { Form, Link, useActionData } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input, Select, Textarea } from '~/components/ui/input'
import { useI18n } from '~/features/i18n/i18n-context'
import { localizePath } from '~/features/i18n/localize-path'
import { LEAD_FIELDS, LEAD_FORMS } from '~/features/leads/lead-declarations'
import { LEAD_STATUSES } from '~/features/leads/lead-status'
import { COMPANY_TIME_ZONE, FIRST_DAY } from '~/lib/company-time'
import { AdminNotice, AdminShell, AdminTable } from './admin-shell'
import { SenderDetail } from './lead-inbox'
import type { HistoryRow, LeadPageData, LeadPageRefusal } from './lead-page-view'
import { NOTE_MAX_LENGTH } from './lead-pipeline.schema'
import { LeadStatusBadge, StatusOptions, useDayFormat } from './lead-pipeline-parts'

function useTimeFormat() {
  const { locale } = useI18n()
  return (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE }).format(new Date(iso))
}

/** /{lang}/admin/leads/:id: the lead, its pipeline form, its notes and its history. */
export function LeadPage({ page }: { page: LeadPageData }) {
  const { t, language } = useI18n()
  const refusal = useActionData<LeadPageRefusal>()
  return (
    <AdminShell title={t('admin.lead.heading', { id: page.lead.id })} text={t('admin.lead.text')}>
      <p>
        <Link to={localizePath('/admin/leads', language)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          ← {t('admin.lead.back')}
        </Link>
      </p>
      {page.saved ? (
        <p role="status" className="rounded-2xl border border-primary/40 bg-primary/5 p-4 text-sm">
          {t(page.saved === 'note' ? 'admin.lead.noteSaved' : 'admin.lead.saved')}
        </p>
      ) : null}
      {refusal?.errors.form ? <AdminNotice tone="danger" title={refusal.errors.form} /> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <LeadDetails page={page} />
        {/* Keyed by the history: after a save the form starts again from the saved values. */}
        <PipelineForm key={page.history.length} page={page} refusal={refusal?.intent === 'pipeline' ? refusal : undefined} />
      </div>
      <Notes page={page} refusal={refusal?.intent === 'note' ? refusal : undefined} />
      <History history={page.history} />
    </AdminShell>
  )
}

function LeadDetails({ page }: { page: LeadPageData }) {
  const { t } = useI18n()
  const time = useTimeFormat()
  const { lead } = page
  const placed = (place: 'sender' | 'message') =>
    LEAD_FORMS[lead.kind].fields.flatMap((field) => (LEAD_FIELDS[field].inbox.place === place && lead.fields[field] ? [[field, lead.fields[field]] as const] : []))
  return (
    <section aria-labelledby="lead-details" className="grid gap-3 rounded-2xl border bg-card p-5 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lead-details" className="text-lg font-semibold">
          {t('admin.lead.details')}
        </h2>
        <LeadStatusBadge status={lead.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t(`admin.leads.kinds.${lead.kind}`)} · <time dateTime={lead.createdAt}>{t('admin.lead.received', { date: time(lead.createdAt) })}</time>
      </p>
      <div className="text-sm break-words">
        {placed('sender').map(([field, value]) => (
          <SenderDetail key={field} field={field} kind={lead.kind} value={value} />
        ))}
      </div>
      {placed('message').map(([field, value]) => (
        <p key={field} className="rounded-lg bg-muted/50 p-3 text-sm break-words whitespace-pre-line">
          {value}
        </p>
      ))}
      {lead.pageUrl ? <p className="truncate text-xs text-muted-foreground">{t('admin.leads.sentFrom', { page: lead.pageUrl })}</p> : null}
    </section>
  )
}

function PipelineForm({ page, refusal }: { page: LeadPageData; refusal: LeadPageRefusal | undefined }) {
  const { t } = useI18n()
  // After a refused post the form shows what was sent (and its messages), otherwise the saved values.
  const value = (name: 'status' | 'owner' | 'followUp', saved: string) => refusal?.values[name] ?? saved
  return (
    <Form method="post" aria-labelledby="lead-pipeline" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-xs">
      <h2 id="lead-pipeline" className="text-lg font-semibold">
        {t('admin.lead.pipeline')}
      </h2>
      <input type="hidden" name="intent" value="pipeline" />
      <Field id="lead-status" label={t('admin.lead.status')} error={refusal?.errors.status}>
        <Select name="status" defaultValue={value('status', page.lead.status)} required>
          <StatusOptions />
        </Select>
      </Field>
      <Field id="lead-owner" label={t('admin.lead.owner')} error={refusal?.errors.owner} required={false}>
        <Select name="owner" defaultValue={value('owner', page.ownerId === null ? '' : String(page.ownerId))}>
          <option value="">{t('admin.lead.nobody')}</option>
          {page.admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="lead-follow-up" label={t('admin.lead.followUp')} hint={t('admin.lead.followUpHint')} error={refusal?.errors.followUp} required={false}>
        <Input type="date" name="followUp" min={FIRST_DAY} defaultValue={value('followUp', page.lead.followUpOn ?? '')} />
      </Field>
      <div>
        <Button type="submit" focus="ring" className="text-sm">
          {t('admin.lead.save')}
        </Button>
      </div>
    </Form>
  )
}

function Notes({ page, refusal }: { page: LeadPageData; refusal: LeadPageRefusal | undefined }) {
  const { t } = useI18n()
  const time = useTimeFormat()
  return (
    <section aria-labelledby="lead-notes" className="grid gap-4">
      <h2 id="lead-notes" className="text-lg font-semibold">
        {t('admin.lead.notes')}
      </h2>
      {/* Keyed by the notes: once one is added the field is empty for the next. */}
      <Form key={page.notes.length} method="post" className="grid gap-3 rounded-2xl border bg-card p-5 shadow-xs">
        <input type="hidden" name="intent" value="note" />
        <Field id="lead-note" label={t('admin.lead.note')} error={refusal?.errors.note}>
          <Textarea name="note" rows={3} maxLength={NOTE_MAX_LENGTH} required defaultValue={refusal?.values.note ?? ''} />
        </Field>
        <div>
          <Button type="submit" variant="outline" focus="ring" className="text-sm">
            {t('admin.lead.addNote')}
          </Button>
        </div>
      </Form>
      {page.notes.length === 0 ? (
        <AdminNotice tone="neutral" title={t('admin.lead.noNotes')} />
      ) : (
        <ol className="grid gap-3">
          {page.notes.map((note) => (
            <li key={note.id} className="rounded-2xl border bg-card p-4 shadow-xs">
              <p className="text-sm break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-2 text-xs text-muted-foreground">
                {t('admin.lead.noteBy', { name: note.author ?? t('admin.lead.deletedAccount'), date: time(note.createdAt) })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function History({ history }: { history: HistoryRow[] }) {
  const { t } = useI18n()
  const time = useTimeFormat()
  const day = useDayFormat()
  const shown = (row: HistoryRow, value: string | null) => {
    if (value === null) return row.field === 'owner' ? t('admin.lead.nobody') : t('admin.lead.none')
    if (row.field === 'status') return (LEAD_STATUSES as readonly string[]).includes(value) ? t(`admin.pipeline.statuses.${value as (typeof LEAD_STATUSES)[number]}`) : value
    return row.field === 'followUp' ? day(value) : value
  }
  return (
    // The table's own scroll region carries the heading's name: the section adds no second landmark of that name.
    <section className="grid gap-3">
      <h2 id="lead-history" className="text-lg font-semibold">
        {t('admin.lead.history')}
      </h2>
      {history.length === 0 ? (
        <AdminNotice tone="neutral" title={t('admin.lead.noHistory')} />
      ) : (
        <AdminTable labelledBy="lead-history" minWidth="min-w-[40rem]" columns={[t('admin.lead.columns.when'), t('admin.lead.columns.who'), t('admin.lead.columns.what'), t('admin.lead.columns.change')]}>
          {history.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={row.createdAt}>{time(row.createdAt)}</time>
              </td>
              <td className="px-4 py-3">{row.actor ?? t('admin.lead.deletedAccount')}</td>
              <td className="px-4 py-3 font-medium">{t(`admin.lead.fields.${row.field}`)}</td>
              <td className="px-4 py-3">
                {shown(row, row.from)} → {shown(row, row.to)}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  )
}
