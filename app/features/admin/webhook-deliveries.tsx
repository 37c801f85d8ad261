import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import type { WebhookDeliveryStatus } from '@db/schema'
import { useI18n } from '~/features/i18n/i18n-context'
import { translatePlural, type TranslationKey } from '~/features/i18n/translate'
import { cn } from '~/lib/cn'
import { COMPANY_TIME_ZONE } from '~/lib/company-time'
import { AdminNotice, AdminShell, AdminTable } from './admin-shell'
import { WEBHOOK_DELIVERIES_SHOWN, type DeliveryRow, type EndpointDeliveries, type WebhookDeliveriesData } from './webhook-deliveries-view'

const STATUS_STYLE: Record<WebhookDeliveryStatus, string> = {
  delivered: 'bg-primary/15 text-primary',
  pending: 'bg-warning/20 text-foreground',
  failed: 'bg-danger/15 text-danger',
}

const EVENT_LABELS: Record<string, TranslationKey> = {
  'lead.created': 'admin.webhooks.events.created',
  'lead.confirmed': 'admin.webhooks.events.confirmed',
  'lead.updated': 'admin.webhooks.events.updated',
  'lead.erased': 'admin.webhooks.events.erased',
}

/** /{lang}/admin/webhooks: each endpoint's latest deliveries, with a "Send again" form on a failed one. */
export function WebhookDeliveriesPage({ webhooks }: { webhooks: WebhookDeliveriesData }) {
  const { t } = useI18n()
  return (
    <AdminShell title={t('admin.webhooks.title')} text={t('admin.webhooks.text')}>
      {webhooks.state === 'off' ? (
        <AdminNotice tone="neutral" title={t('admin.webhooks.off')} text={t('admin.webhooks.offText')} />
      ) : webhooks.state === 'unavailable' ? (
        <AdminNotice tone="danger" title={t('admin.webhooks.unavailable')} />
      ) : (
        <>
          {webhooks.replayed ? (
            <p role="status" className={cn('rounded-2xl border p-4 text-sm', webhooks.replayed === 'done' ? 'border-primary/40 bg-primary/5' : 'border-dashed')}>
              {t(webhooks.replayed === 'done' ? 'admin.webhooks.replayed' : 'admin.webhooks.notReplayed')}
            </p>
          ) : null}
          {webhooks.endpoints.map((endpoint, index) => (
            <EndpointSection key={endpoint.endpoint} endpoint={endpoint} index={index} />
          ))}
        </>
      )}
    </AdminShell>
  )
}

function EndpointSection({ endpoint, index }: { endpoint: EndpointDeliveries; index: number }) {
  const { t } = useI18n()
  const headingId = `webhook-endpoint-${index}`
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold break-all">
          <span className="text-muted-foreground">{t('admin.webhooks.endpoint')}:</span> {endpoint.endpoint}
        </h2>
        {!endpoint.configured ? <p className="text-sm text-muted-foreground">{t('admin.webhooks.removed')}</p> : null}
      </div>
      {endpoint.deliveries.length === 0 ? (
        <AdminNotice tone="neutral" title={t('admin.webhooks.none')} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('admin.webhooks.latest', { count: WEBHOOK_DELIVERIES_SHOWN })}</p>
          <AdminTable
            labelledBy={headingId}
            minWidth="min-w-[48rem]"
            columns={[t('admin.webhooks.columns.event'), t('admin.webhooks.columns.status'), t('admin.webhooks.columns.answer'), t('admin.webhooks.columns.lastAttempt'), t('admin.webhooks.columns.action')]}
          >
            {endpoint.deliveries.map((delivery) => (
              <DeliveryLine key={delivery.id} delivery={delivery} />
            ))}
          </AdminTable>
        </>
      )}
    </section>
  )
}

function DeliveryLine({ delivery }: { delivery: DeliveryRow }) {
  const { t, locale } = useI18n()
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: COMPANY_TIME_ZONE }).format(new Date(iso))
  const label = EVENT_LABELS[delivery.eventType]
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <p className="font-medium">{label ? t(label) : delivery.eventType}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={delivery.createdAt}>{time(delivery.createdAt)}</time>
        </p>
        <p className="font-mono text-xs break-all text-muted-foreground">{delivery.eventId}</p>
      </td>
      <td className="px-4 py-3">
        <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', STATUS_STYLE[delivery.status])}>
          {t(`admin.webhooks.status.${delivery.status}`)}
        </span>
        {delivery.attempts > 0 ? <p className="mt-1 text-xs text-muted-foreground">{translatePlural(t, locale, 'admin.webhooks.attempts', delivery.attempts)}</p> : null}
        {delivery.nextAttemptAt ? <p className="mt-1 text-xs text-muted-foreground">{t('admin.webhooks.nextAttempt', { date: time(delivery.nextAttemptAt) })}</p> : null}
      </td>
      <td className="px-4 py-3">
        <p className="font-mono">{delivery.lastStatusCode ?? (delivery.lastAttemptAt ? t('admin.webhooks.noAnswer') : '–')}</p>
        {delivery.lastError && delivery.status !== 'delivered' ? <p className="mt-1 max-w-56 text-xs break-words text-danger">{delivery.lastError}</p> : null}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        {delivery.lastAttemptAt ? <time dateTime={delivery.lastAttemptAt}>{time(delivery.lastAttemptAt)}</time> : <span className="text-muted-foreground">{t('admin.webhooks.notYet')}</span>}
      </td>
      <td className="px-4 py-3">
        {delivery.status === 'failed' ? (
          <Form method="post" reloadDocument>
            <input type="hidden" name="delivery" value={delivery.id} />
            <Button type="submit" variant="outline" focus="ring" className="text-sm">
              {t('admin.webhooks.replay')}
            </Button>
          </Form>
        ) : null}
      </td>
    </tr>
  )
}
