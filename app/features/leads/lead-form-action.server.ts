import { data } from 'react-router'
import { DEFAULT_LANGUAGE, isLanguage } from '~/features/i18n/languages'
import { isSameOriginPost } from './anti-forgery.server'
import { HONEYPOT_FIELD, LEAD_MESSAGES, type LeadField } from './lead.schema'
import { INTENT_FIELD, payloadFromForm, type LeadActionData, type LeadIntent } from './lead-form'
import { LEAD_BODY_LIMIT_BYTES } from './lead-http.server'
import { leadFloodLimiter, leadRateLimiter, submitLead } from './lead-service.server'
import { rateLimitKey } from './rate-limit.server'
import { declaresUtf8 } from './request-body.server'
import { clientInfo } from './request-context.server'

const CONTACT_FIELDS = Object.keys(LEAD_MESSAGES) as LeadField[]

/**
 * The route action behind both lead forms when they are posted without JavaScript: the same
 * checks and server path as the JSON API, answered with the page and a message.
 */
export async function handleLeadFormAction({ request, params }: { request: Request; params: { lang?: string } }) {
  const language = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE
  const answer = (body: LeadActionData, status: number) => data(body, { status, headers: { 'Cache-Control': 'no-store' } })

  if (Number(request.headers.get('content-length') ?? 0) > LEAD_BODY_LIMIT_BYTES) return answer({ intent: 'form', state: 'invalid' }, 413)
  // Browsers post the page's own charset, UTF-8; the API refuses any other just the same.
  if (!declaresUtf8(request.headers.get('content-type'))) return answer({ intent: 'form', state: 'invalid' }, 415)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return answer({ intent: 'form', state: 'invalid' }, 415)
  }
  const intent: LeadIntent = form.get(INTENT_FIELD) === 'email' ? 'email' : 'form'
  if (!isSameOriginPost(request.headers, request.url)) return answer({ intent, state: 'forbidden' }, 403)
  const ip = clientInfo.getStore()?.ip
  const key = rateLimitKey(ip)
  const flood = leadFloodLimiter().take(key)
  const place = flood.ok ? leadRateLimiter().reserve(key) : flood
  if (!place.ok) {
    return data({ intent, state: 'rate-limited' } satisfies LeadActionData, {
      status: 429,
      headers: { 'Retry-After': String(place.retryAfterSeconds), 'Cache-Control': 'no-store' },
    })
  }

  const fields: LeadField[] = intent === 'email' ? ['Email'] : CONTACT_FIELDS
  const payload: Record<string, unknown> = payloadFromForm(form, fields)
  const values = () => Object.fromEntries(fields.map((field) => [field, String(payload[field]).slice(0, 5000)]))
  // Every value of the hidden field counts, a file too: `Website=&Website=x` is a bot as well.
  const honeypot = form.getAll(HONEYPOT_FIELD).find((value) => typeof value !== 'string' || value.trim() !== '')
  if (honeypot !== undefined) payload[HONEYPOT_FIELD] = honeypot
  try {
    const outcome = await submitLead(intent, payload, {
      language,
      pageUrl: request.url,
      ip,
      userAgent: request.headers.get('user-agent'),
    })
    if (outcome.status === 'invalid') {
      // Only an accepted post keeps its place in the per-minute limit.
      place.release()
      return answer({ intent, state: 'invalid', errors: outcome.errors, values: values() }, 400)
    }
    return answer({ intent, state: 'sent' }, 200)
  } catch (error) {
    place.release()
    console.error('lead form not stored', error)
    return answer({ intent, state: 'failed', values: values() }, 503)
  }
}
