import { useI18n } from '~/features/i18n/i18n-context'
import { LEAD_STATUSES, type LeadStatus } from '~/features/leads/lead-status'
import { cn } from '~/lib/cn'

const STATUS_STYLE: Record<LeadStatus, string> = {
  new: 'bg-info/15 text-foreground',
  contacted: 'bg-warning/20 text-foreground',
  qualified: 'bg-accent text-accent-foreground',
  won: 'bg-primary/15 text-primary',
  lost: 'bg-muted text-muted-foreground',
  spam: 'bg-danger/15 text-danger',
}

/** A lead's stage in the sales pipeline, as a coloured word (the word carries the meaning, the colour helps). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useI18n()
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', STATUS_STYLE[status])}>{t(`admin.pipeline.statuses.${status}`)}</span>
}

/** A YYYY-MM-DD day (a follow-up) as the language writes it: the day itself, which no time zone moves. */
export function useDayFormat() {
  const { locale } = useI18n()
  return (day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}

/** The stages as a select's options, in the pipeline's order. */
export function StatusOptions() {
  const { t } = useI18n()
  return LEAD_STATUSES.map((status) => (
    <option key={status} value={status}>
      {t(`admin.pipeline.statuses.${status}`)}
    </option>
  ))
}
