import { inArray, sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import { rowsOf, type Database } from '@db/client.server'
import { leads, type Lead } from '@db/schema'
import { startClaimLoop, type ClaimLoop } from '~/lib/server/claim-loop.server'
import { LEAD_FIELDS, type LeadField } from './lead-declarations'
import { leadFormOf } from './lead-form'
import { storedValue } from './leads.server'

export type DeliveryOptions = {
  inbox: string
  from: string
  maxAttempts?: number
  /** First retry delay; each further retry doubles it, up to an hour. */
  retryBaseSeconds?: number
  /** How often waiting retries are looked for when nothing new arrives. */
  pollMs?: number
  batchSize?: number
  onError?: (lead: Lead, error: unknown) => void
  /** The mail a lead's delivery sends; the company notification (leadMail) unless said otherwise. */
  compose?: (lead: Lead) => Promise<Mail> | Mail
}

export type Mail = { from: string; to: string; replyTo?: string; subject: string; text: string }

/** kick (a new lead is waiting), drain (tests), stop (also closes the mail transport). */
export type DeliveryQueue = ClaimLoop

/**
 * Mails each pending lead to the company inbox, in the background of the request that stored
 * it. The database is the queue: a lead is claimed by pushing its next attempt into the future
 * (so a crash mid-send only delays it) and its status ends `sent` or, after the last retry,
 * `failed`. `FOR UPDATE SKIP LOCKED` lets several servers share one PostgreSQL queue.
 */
export function startDeliveryQueue(database: Database, transport: Transporter, options: DeliveryOptions): DeliveryQueue {
  const maxAttempts = options.maxAttempts ?? 6
  const retryBase = options.retryBaseSeconds ?? 30
  const batchSize = options.batchSize ?? 10

  async function claim(): Promise<Lead[]> {
    const result = await database.db.execute(sql`
      update ${leads}
      set delivery_attempts = delivery_attempts + 1,
          next_attempt_at = now() + make_interval(secs => least(${retryBase}::float8 * power(2, delivery_attempts), 3600))
      where id in (
        select id from ${leads}
        where delivery_status = 'pending' and next_attempt_at <= now()
        order by id limit ${batchSize}
        for update skip locked
      )
      returning id`)
    const ids = rowsOf<{ id: number }>(result).map((row) => Number(row.id))
    if (ids.length === 0) return []
    return database.db.select().from(leads).where(inArray(leads.id, ids))
  }

  async function deliver(lead: Lead): Promise<void> {
    try {
      await transport.sendMail(await (options.compose ?? ((l: Lead) => leadMail(l, options)))(lead))
      await database.db.execute(
        sql`update ${leads} set delivery_status = 'sent', delivered_at = now(), next_attempt_at = null, delivery_error = null where id = ${lead.id}`,
      )
    } catch (error) {
      options.onError?.(lead, error)
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      await database.db.execute(sql`
        update ${leads}
        set delivery_error = ${message},
            delivery_status = case when delivery_attempts >= ${maxAttempts} then 'failed' else 'pending' end,
            next_attempt_at = case when delivery_attempts >= ${maxAttempts} then null else next_attempt_at end
        where id = ${lead.id}`)
    }
  }

  const loop = startClaimLoop({
    claim,
    work: deliver,
    batchSize,
    pollMs: options.pollMs ?? 15_000,
    // The database itself failed (e.g. closing): the next poll tries again.
    onError: (error) => options.onError?.({ id: 0 } as Lead, error),
  })

  return {
    kick: loop.kick,
    drain: loop.drain,
    stop: async () => {
      await loop.stop()
      transport.close()
    },
  }
}

/**
 * The company's notification of a lead, from its form's declaration (lead-declarations.ts): the
 * subject, a line per one-line field (in the form's order, with the form's own label where it has
 * one), where and when it came, the consent, and the multi-line fields as the body.
 */
export function leadMail(lead: Lead, options: Pick<DeliveryOptions, 'inbox' | 'from'>): Mail {
  const form = leadFormOf(lead.kind)
  const valueOf = (field: LeadField) => storedValue(lead, field)
  const subject = form.mail.subject.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    name === 'sender' ? (lead.nameSurname ?? lead.email) : name in LEAD_FIELDS ? (valueOf(name as LeadField) ?? '') : '',
  )
  const oneLine = form.fields.filter((field) => LEAD_FIELDS[field].type !== 'multiline')
  const multiline = form.fields.filter((field) => LEAD_FIELDS[field].type === 'multiline')
  const lines = [
    ['Kind', form.mail.kind],
    ...oneLine.map((field) => [form.meaning?.[field]?.mailLabel ?? LEAD_FIELDS[field].mailLabel, valueOf(field)]),
    ['Language', lead.language],
    ['Page', lead.pageUrl],
    ['Received', lead.createdAt.toISOString()],
    ['Confirmed', lead.confirmedAt?.toISOString()],
    // What the visitor agreed to (a sign-up's purpose, an application kept for future positions): all the company may use the lead for.
    ['Consent', lead.consentPurpose],
    ['Lead id', String(lead.id)],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
  const body = multiline.map(valueOf).filter(Boolean)
  const text = [lines.join('\n'), ...body].join('\n\n') + '\n'
  return { from: options.from, to: options.inbox, replyTo: lead.email, subject: subject.replace(/[\r\n]+/g, ' '), text }
}
