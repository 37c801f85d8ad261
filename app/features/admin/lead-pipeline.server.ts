import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm'
import type { Database } from '@db/client.server'
import { leadHistory, leadNotes, leads, users, type Lead, type LeadHistoryField } from '@db/schema'
import { recordLeadUpdated, type LeadPipelineChange, type LeadWebhooks } from '~/features/leads/lead-events.server'
import type { LeadStatus } from '~/features/leads/lead-status'
import { kickWebhookDelivery } from '~/features/webhooks/webhook-delivery.server'
import type { AdminOption } from './lead-inbox-view'

/**
 * The sales pipeline of the admin inbox (issue #56 item 1): a lead's stage, owner and follow-up
 * day, its notes, and the history of who changed what. Every change writes its history rows and
 * its `lead.updated` webhook event (a stage or owner change) in the transaction of the change, so
 * none exists without the other; the webhook worker is woken after the commit.
 */

/** The transaction of a change, as the writers of the other features take it. */
type Writer = Database['db']

/** A lead's pipeline as its page saves it: every value, changed or not. */
export type PipelineValues = { status: LeadStatus; ownerId: number | null; followUpOn: string | null }

export type PipelineOutcome = 'changed' | 'unchanged' | 'missing' | 'not-an-admin'

/** The accounts with the Admin role (the owners a lead may have), by name. */
export async function listAdmins(database: Database): Promise<AdminOption[]> {
  return database.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.name), asc(users.id))
}

async function isAdmin(writer: Writer, id: number): Promise<boolean> {
  const [row] = await writer.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.role, 'admin')))
  return row !== undefined
}

/** The name and e-mail of these accounts (owners, authors), by id. */
export async function accountsById(writer: Writer, ids: ReadonlyArray<number | null>): Promise<Map<number, { name: string; email: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await writer.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, wanted))
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]))
}

type HistoryEntry = { field: LeadHistoryField; fromValue: string | null; toValue: string | null }

function historyOf(before: Lead, after: PipelineValues): HistoryEntry[] {
  const entries: HistoryEntry[] = []
  if (before.status !== after.status) entries.push({ field: 'status', fromValue: before.status, toValue: after.status })
  if (before.ownerId !== after.ownerId) entries.push({ field: 'owner', fromValue: before.ownerId?.toString() ?? null, toValue: after.ownerId?.toString() ?? null })
  if (before.followUpOn !== after.followUpOn) entries.push({ field: 'followUp', fromValue: before.followUpOn, toValue: after.followUpOn })
  return entries
}

/** Writes the history rows and the webhook event of one lead's change, in the caller's transaction. */
async function recordChange(writer: Writer, before: Lead, after: Lead, actorId: number, webhooks: LeadWebhooks | undefined): Promise<void> {
  const entries = historyOf(before, after)
  await writer.insert(leadHistory).values(entries.map((entry) => ({ ...entry, leadId: after.id, actorId })))
  const changes: LeadPipelineChange = {}
  if (before.status !== after.status) changes.status = { from: before.status, to: after.status }
  if (before.ownerId !== after.ownerId) {
    // Receivers get an owner as their e-mail address: what CRMs match their users by.
    const accounts = await accountsById(writer, [before.ownerId, after.ownerId])
    const address = (id: number | null) => (id === null ? null : (accounts.get(id)?.email ?? null))
    changes.owner = { from: address(before.ownerId), to: address(after.ownerId) }
  }
  // A follow-up day alone is the team's own planning: no event (docs/webhooks.md).
  await recordLeadUpdated(writer, after, changes, webhooks)
}

/**
 * Saves a lead's stage, owner and follow-up day as its page posts them. The owner must be an
 * account with the Admin role; the lead row is locked while it changes, so two admins saving at
 * once each write the history of what they really changed.
 */
export async function changeLeadPipeline(database: Database, leadId: number, actorId: number, values: PipelineValues, webhooks: LeadWebhooks | undefined): Promise<PipelineOutcome> {
  const outcome = await database.db.transaction(async (tx): Promise<PipelineOutcome> => {
    const writer = tx as unknown as Writer
    const [before] = await writer.select().from(leads).where(eq(leads.id, leadId)).for('update')
    if (!before) return 'missing'
    if (values.ownerId !== null && values.ownerId !== before.ownerId && !(await isAdmin(writer, values.ownerId))) return 'not-an-admin'
    if (historyOf(before, values).length === 0) return 'unchanged'
    const [after] = await writer.update(leads).set(values).where(eq(leads.id, leadId)).returning()
    await recordChange(writer, before, after!, actorId, webhooks)
    return 'changed'
  })
  if (outcome === 'changed' && webhooks) kickWebhookDelivery()
  return outcome
}

/** Marks these leads as spam (the inbox's bulk button); returns how many changed (spam already: unchanged). */
export async function markLeadsSpam(database: Database, leadIds: readonly number[], actorId: number, webhooks: LeadWebhooks | undefined): Promise<number> {
  const changed = await database.db.transaction(async (tx) => {
    const writer = tx as unknown as Writer
    const before = await writer
      .select()
      .from(leads)
      .where(and(inArray(leads.id, [...leadIds]), ne(leads.status, 'spam')))
      .orderBy(asc(leads.id))
      .for('update')
    if (before.length === 0) return 0
    const after = await writer
      .update(leads)
      .set({ status: 'spam' })
      .where(
        inArray(
          leads.id,
          before.map((lead) => lead.id),
        ),
      )
      .returning()
    const afterById = new Map(after.map((lead) => [lead.id, lead]))
    for (const lead of before) await recordChange(writer, lead, afterById.get(lead.id)!, actorId, webhooks)
    return before.length
  })
  if (changed > 0 && webhooks) kickWebhookDelivery()
  return changed
}

/** Adds a note to a lead; false when there is no such lead. */
export async function addLeadNote(database: Database, leadId: number, authorId: number, body: string): Promise<boolean> {
  const [lead] = await database.db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId))
  if (!lead) return false
  await database.db.insert(leadNotes).values({ leadId, authorId, body })
  return true
}

/** A lead with its notes and history, newest first, each with its author's name (null: a deleted account). */
export async function readLeadPipeline(database: Database, leadId: number) {
  const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId))
  if (!lead) return undefined
  const [notes, history] = await Promise.all([
    database.db
      .select({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt, author: users.name })
      .from(leadNotes)
      .leftJoin(users, eq(users.id, leadNotes.authorId))
      .where(eq(leadNotes.leadId, leadId))
      .orderBy(desc(leadNotes.id)),
    database.db
      .select({ id: leadHistory.id, field: leadHistory.field, fromValue: leadHistory.fromValue, toValue: leadHistory.toValue, createdAt: leadHistory.createdAt, actor: users.name })
      .from(leadHistory)
      .leftJoin(users, eq(users.id, leadHistory.actorId))
      .where(eq(leadHistory.leadId, leadId))
      .orderBy(desc(leadHistory.id)),
  ])
  return { lead, notes, history }
}
