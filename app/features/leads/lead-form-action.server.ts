import { redirect } from 'react-router'
import { DEFAULT_LANGUAGE, isLanguage } from '~/features/i18n/languages'
import { safeReturnPath } from '~/lib/safe-return-path'
import { isSameOriginPost } from '~/lib/server/anti-forgery.server'
import { logger } from '~/lib/server/logger.server'
import { HONEYPOT_FIELD } from './lead.schema'
import { leadFlashSetCookie } from './lead-flash.server'
import { formAnchor, INTENT_FIELD, isLeadIntent, leadFormOf, payloadFromForm, RETURN_TO_FIELD, type LeadIntent, type LeadResult } from './lead-form'
import { LEAD_BODY_LIMIT_BYTES } from './lead-http.server'
import { leadFloodLimiter, leadRateLimiter, submitLead } from './lead-service.server'
import { rateLimitKey } from '~/lib/server/rate-limit.server'
import { declaresUtf8 } from '~/lib/server/request-body.server'

export type LeadFormActionArgs = {
  request: Request
  params: { lang?: string }
  /** The client address, from the Express request (server/app.ts `getLoadContext`). */
  context: { clientIp?: string }
}

/**
 * The action of the lead route (app/routes/leads.ts), where every lead form posts without
 * JavaScript: the same checks and server path as the JSON API, answered Post/Redirect/Get. Every
 * outcome is a 303 back to the form's page (its `returnTo` field, a path of this site, else the
 * language's home) at the form's anchor, with the outcome in the flash cookie that the language
 * layout reads. So any page can hold a lead form without an action of its own.
 */
export async function handleLeadFormAction({ request, params, context }: LeadFormActionArgs): Promise<Response> {
  const language = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE
  const home = `/${language}`
  const secure = new URL(request.url).protocol === 'https:'
  const answer = async (result: LeadResult, returnTo: string, headers: Record<string, string> = {}) =>
    redirect(`${returnTo}#${formAnchor(result.intent)}`, {
      status: 303,
      headers: { 'Cache-Control': 'no-store', 'Set-Cookie': await leadFlashSetCookie(result, secure), ...headers },
    })

  // Neither is sent by a browser posting our forms; the body is not read, so there is no page to go back to.
  if (Number(request.headers.get('content-length') ?? 0) > LEAD_BODY_LIMIT_BYTES) return answer({ intent: 'form', state: 'invalid' }, home)
  // Browsers post the page's own charset, UTF-8; the API refuses any other just the same.
  if (!declaresUtf8(request.headers.get('content-type'))) return answer({ intent: 'form', state: 'invalid' }, home)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return answer({ intent: 'form', state: 'invalid' }, home)
  }
  const posted = form.get(INTENT_FIELD)
  const intent: LeadIntent = isLeadIntent(posted) ? posted : 'form'
  const returnTo = safeReturnPath(form.get(RETURN_TO_FIELD), home)
  // A forged post gets nothing of what it sent back into the visitor's form.
  if (!isSameOriginPost(request.headers, request.url)) return answer({ intent, state: 'forbidden' }, returnTo)

  const { fields, extras } = leadFormOf(intent)
  const payload: Record<string, unknown> = payloadFromForm(form, fields, extras)
  const values = Object.fromEntries(fields.map((field) => [field, String(payload[field]).slice(0, 5000)]))
  const ip = context.clientIp
  const key = rateLimitKey(ip)
  const flood = await leadFloodLimiter().take(key)
  const place = flood.ok ? await leadRateLimiter().reserve(key) : flood
  if (!place.ok) return answer({ intent, state: 'rate-limited', values }, returnTo, { 'Retry-After': String(place.retryAfterSeconds) })

  // Every value of the hidden field counts, a file too: `Website=&Website=x` is a bot as well.
  const honeypot = form.getAll(HONEYPOT_FIELD).find((value) => typeof value !== 'string' || value.trim() !== '')
  if (honeypot !== undefined) payload[HONEYPOT_FIELD] = honeypot
  try {
    const outcome = await submitLead(intent, payload, {
      language,
      pageUrl: new URL(returnTo, request.url).href,
      ip,
      userAgent: request.headers.get('user-agent'),
      siteOrigin: new URL(request.url).origin,
    })
    if (outcome.status === 'invalid') {
      // Only an accepted post keeps its place in the per-minute limit.
      place.release()
      return answer({ intent, state: 'invalid', errors: outcome.errorKeys, values }, returnTo)
    }
    return answer({ intent, state: 'sent' }, returnTo)
  } catch (error) {
    place.release()
    logger.error({ err: error }, 'lead form not stored')
    return answer({ intent, state: 'failed', values }, returnTo)
  }
}
