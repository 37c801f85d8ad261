import type { Lead } from '@db/schema'
import { enqueueWebhookEvents, forgetLeadEvents, type WebhookEvent } from '~/features/webhooks/outbox.server'
import { LEAD_FIELDS } from './lead-declarations'
import { leadFormOf } from './lead-form'

/**
 * The lead events webhooks deliver (docs/webhooks.md): `lead.created`, `lead.confirmed` (double
 * opt-in), `lead.updated` (the pipeline's status or owner) and `lead.erased`. Each is written with
 * the change that caused it, in its transaction (enqueueWebhookEvents).
 */
type LeadEventType = 'lead.created' | 'lead.confirmed' | 'lead.updated' | 'lead.erased'

/** Where events go and what they may carry; undefined (no endpoint configured): no event is written. */
export type LeadWebhooks = { endpoints: readonly string[]; includeMessage: boolean }

/** The database or the transaction of the change. */
type Writer = Parameters<typeof enqueueWebhookEvents>[0]

/**
 * What a receiver gets of a lead: what a CRM needs to follow it up (the form's one-line fields,
 * e.g. e-mail, name, phone, company), where and when it came and the consent given. The message
 * text only with LEADS_WEBHOOK_INCLUDE_MESSAGE; never the address prefix or the browser.
 */
export function leadEventData(lead: Lead, includeMessage: boolean) {
  const form = leadFormOf(lead.kind)
  const fields = Object.fromEntries(
    form.fields.flatMap((field) => {
      const value = lead[LEAD_FIELDS[field].key]
      const shareable = LEAD_FIELDS[field].type !== 'multiline' || includeMessage
      return value && shareable ? [[LEAD_FIELDS[field].key, value]] : []
    }),
  )
  return {
    id: lead.id,
    kind: lead.kind,
    ...fields,
    language: lead.language,
    pageUrl: lead.pageUrl,
    createdAt: lead.createdAt.toISOString(),
    confirmedAt: lead.confirmedAt?.toISOString() ?? null,
    consentPurpose: lead.consentPurpose,
  }
}

function leadEvent(type: Extract<LeadEventType, 'lead.created' | 'lead.confirmed'>, lead: Lead, webhooks: LeadWebhooks): WebhookEvent {
  return { type, leadId: lead.id, data: { lead: leadEventData(lead, webhooks.includeMessage) } }
}

/** `lead.created` for newly stored leads (not for a repeat the dedupe folded into its twin). */
export async function recordLeadsCreated(writer: Writer, created: readonly Lead[], webhooks: LeadWebhooks | undefined): Promise<void> {
  if (!webhooks) return
  await enqueueWebhookEvents(
    writer,
    created.map((lead) => leadEvent('lead.created', lead, webhooks)),
    webhooks.endpoints,
  )
}

/** `lead.confirmed`: the visitor followed the double opt-in link. */
export async function recordLeadConfirmed(writer: Writer, lead: Lead, webhooks: LeadWebhooks | undefined): Promise<void> {
  if (webhooks) await enqueueWebhookEvents(writer, [leadEvent('lead.confirmed', lead, webhooks)], webhooks.endpoints)
}

/** A change of the pipeline: each changed value with what it was and what it is now (`owner` null: nobody). */
export type LeadPipelineChange = { status?: { from: string | null; to: string | null }; owner?: { from: string | null; to: string | null } }

/**
 * `lead.updated`: the sales pipeline changed a lead's status or owner. The pipeline calls this in
 * the transaction of its own update, with the lead as it is after the change.
 */
export async function recordLeadUpdated(writer: Writer, lead: Lead, changes: LeadPipelineChange, webhooks: LeadWebhooks | undefined): Promise<void> {
  if (!webhooks || (!changes.status && !changes.owner)) return
  await enqueueWebhookEvents(writer, [{ type: 'lead.updated', leadId: lead.id, data: { lead: leadEventData(lead, webhooks.includeMessage), changes } }], webhooks.endpoints)
}

/** Why a lead was erased: `retention` (an unconfirmed sign-up 60 days old). */
export type ErasureReason = 'retention'

/**
 * `lead.erased`: the lead is gone here and the receiver should erase its copy. It carries the id
 * and kind only. The lead's earlier events are deleted from the outbox with it (forgetLeadEvents):
 * nothing of an erased person is sent, or kept for a replay, afterwards.
 */
export async function recordLeadsErased(writer: Writer, erased: ReadonlyArray<Pick<Lead, 'id' | 'kind'>>, reason: ErasureReason, webhooks: LeadWebhooks | undefined): Promise<void> {
  if (erased.length === 0) return
  await forgetLeadEvents(
    writer,
    erased.map((lead) => lead.id),
  )
  if (!webhooks) return
  await enqueueWebhookEvents(
    writer,
    erased.map((lead) => ({ type: 'lead.erased', leadId: lead.id, data: { lead: { id: lead.id, kind: lead.kind }, reason } })),
    webhooks.endpoints,
  )
}
