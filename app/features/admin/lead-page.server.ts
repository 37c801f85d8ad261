import { data, redirect } from 'react-router'
import * as z from 'zod/mini'
import { requireAdmin } from '~/features/accounts/account-service.server'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import { requireLanguage } from '~/features/i18n/language-route.server'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { configuredWebhooks } from '~/features/webhooks/webhook-delivery.server'
import { isSameOriginPost } from '~/lib/server/anti-forgery.server'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { companyDay } from '~/lib/company-time'
import { readAdminForm } from './admin-form.server'
import { rowOf } from './lead-inbox.server'
import type { LeadPageData, LeadPageRefusal } from './lead-page-view'
import { NoteSchema, PipelineSchema, type PipelineErrorKey } from './lead-pipeline.schema'
import { accountsById, addLeadNote, changeLeadPipeline, listAdmins, readLeadPipeline } from './lead-pipeline.server'

/** The lead of `/{lang}/admin/leads/:id`: anything but a plain id is no lead (404, like a missing one). */
function leadIdOf(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) throw data(null, { status: 404 })
  return Number(param)
}

/** /{lang}/admin/leads/:id: an admin only; the lead, its pipeline form's values, its notes and history. */
export async function loadLeadPage(request: Request, lang: string | undefined, idParam: string | undefined): Promise<{ texts: string; page: LeadPageData }> {
  const { language, texts } = loadPageTexts(request, lang, 'adminPages')
  await requireAdmin(request, language)
  const leadId = leadIdOf(idParam)
  const database = await getDatabase()
  const [found, admins] = await Promise.all([readLeadPipeline(database, leadId), listAdmins(database)])
  if (!found) throw data(null, { status: 404 })
  const { lead, notes, history } = found
  // The history names owners by their account; one that is gone shows as its number.
  const ownerIds = history.flatMap((row) => (row.field === 'owner' ? [row.fromValue, row.toValue] : [])).map((value) => (value === null ? null : Number(value)))
  const accounts = await accountsById(database.db, [lead.ownerId, ...ownerIds])
  const ownerName = (value: string | null) => (value === null ? null : (accounts.get(Number(value))?.name ?? `#${value}`))
  const saved = new URL(request.url).searchParams.get('saved')
  return {
    texts,
    page: {
      lead: rowOf(lead, accounts, companyDay(new Date())),
      ownerId: lead.ownerId,
      admins,
      notes: notes.map((note) => ({ id: note.id, body: note.body, createdAt: note.createdAt.toISOString(), author: note.author })),
      history: history.map((row) => ({
        id: row.id,
        field: row.field,
        from: row.field === 'owner' ? ownerName(row.fromValue) : row.fromValue,
        to: row.field === 'owner' ? ownerName(row.toValue) : row.toValue,
        createdAt: row.createdAt.toISOString(),
        actor: row.actor,
      })),
      saved: saved === 'pipeline' || saved === 'note' ? saved : null,
    },
  }
}

const refuse = (refusal: LeadPageRefusal) => data(refusal, { status: 400 })

/**
 * The lead page's two forms (no JavaScript needed), told apart by `intent`: the pipeline (stage,
 * owner, follow-up day) and a new note. From this site and an admin only; a bad value is a
 * translated 400 with what was sent, a save a 303 back to the page.
 */
export async function leadPageAction(request: Request, lang: string | undefined, idParam: string | undefined) {
  const language = requireLanguage(request, lang)
  if (!isSameOriginPost(request.headers, request.url)) throw new Response('Forbidden', { status: 403 })
  const { user } = await requireAdmin(request, language)
  const leadId = leadIdOf(idParam)
  const t = translatorFor(language)
  const form = await readAdminForm(request)
  const intent = form?.get('intent') === 'note' ? 'note' : 'pipeline'
  const text = (name: string) => {
    const value = form?.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const values = Object.fromEntries(['status', 'owner', 'followUp', 'note'].flatMap((name) => (text(name) === undefined ? [] : [[name, text(name)!.slice(0, 2000)]])))
  if (!form) return refuse({ intent, errors: { form: t('admin.lead.errors.form') }, values })
  const errorsOf = (issues: readonly z.core.$ZodIssue[]) => Object.fromEntries(issues.map((issue) => [String(issue.path[0]), t(issue.message as PipelineErrorKey)]))
  const database = await getDatabase()
  const back = (saved: 'pipeline' | 'note') => redirect(`/${language}/admin/leads/${leadId}?saved=${saved}`, { status: 303, headers: { 'Cache-Control': 'no-store' } })

  if (intent === 'note') {
    const parsed = z.safeParse(NoteSchema, { note: text('note') })
    if (!parsed.success) return refuse({ intent, errors: errorsOf(parsed.error.issues), values })
    if (!(await addLeadNote(database, leadId, user.id, parsed.data.note))) throw data(null, { status: 404 })
    return back('note')
  }
  const parsed = z.safeParse(PipelineSchema, { status: text('status'), owner: text('owner'), followUp: text('followUp') })
  if (!parsed.success) return refuse({ intent, errors: errorsOf(parsed.error.issues), values })
  const { status, owner, followUp } = parsed.data
  const outcome = await changeLeadPipeline(database, leadId, user.id, { status, ownerId: owner, followUpOn: followUp }, configuredWebhooks())
  if (outcome === 'missing') throw data(null, { status: 404 })
  if (outcome === 'not-an-admin') return refuse({ intent, errors: { owner: t('admin.lead.errors.owner') }, values })
  if (outcome === 'changed') logger.info({ leadId, userId: user.id }, 'lead pipeline changed by an admin')
  return back('pipeline')
}
