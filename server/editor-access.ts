/**
 * Who may use the content editor's own API (the check before a save and the preview; with the local
 * backend also its file API), decided from the request's headers before its body is read:
 *
 * - the page's own origin only: a request that names another origin (another site, another port
 *   of this machine, the https spelling of an http site, `null`) is refused, and so is a
 *   cross-site or same-site fetch (Sec-Fetch-Site), whatever else it says;
 * - a per-client limit, so one client cannot keep the server rendering previews;
 * - with a git backend, the editor's sign-in: the git host's token that Decap keeps after the
 *   editor signed in, sent as `Authorization: Bearer …`, is accepted only when the host says it
 *   may write to EDITOR_REPO (GitHub and Gitea: `permissions.push`; GitLab: Developer or more).
 *   The host's answer is remembered for a few minutes per token (a hash of it), so an editor's
 *   previews cost the host one call, and a flood of made-up tokens costs it at most the limit.
 */
import { createHash } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import { LRUCache } from 'lru-cache'
import type { EditorBackend } from '~/features/editor/editor-config'
import { RateLimiter, rateLimitKey } from '~/lib/server/rate-limit.server'
import { logger } from '~/lib/server/logger.server'
import { siteOrigin } from './site-origin'

type GitBackend = Exclude<EditorBackend, { name: 'local' }>

/** What the git host said of a token: may it write to the repository? */
type Verdict = 'writer' | 'refused' | 'host-unavailable'

/** The git host's answer is trusted this long (a revoked token stops working within it). */
const WRITER_TTL_MS = 5 * 60_000
/** A token the host refused is not asked about again for this long. */
const REFUSED_TTL_MS = 60_000
/** The longest the host may take to answer; then the editor is told to try again. */
const HOST_TIMEOUT_MS = 5_000

/** Requests per client and minute to the editor's API: a busy editor previews about once a second while typing. */
export const EDITOR_REQUESTS_PER_MINUTE = 120
/** Requests per client and minute that fail the sign-in: a made-up token costs the git host one call each. */
export const EDITOR_REFUSALS_PER_MINUTE = 20

/** The messages of a refusal, in the editor's three languages (its page is in all three as well). */
const REFUSALS = {
  crossOrigin: 'Only the editor’s own page may use this · Bunu yalnızca editörün kendi sayfası kullanabilir · Nur die Seite des Editors darf das',
  tooMany: 'Too many requests: wait a moment · Çok fazla istek: biraz bekleyin · Zu viele Anfragen: bitte kurz warten',
  signIn: 'Sign in to the editor again · Editöre yeniden giriş yapın · Bitte im Editor erneut anmelden',
  noWriteAccess: 'Your account may not write to the site’s repository · Hesabınız sitenin deposuna yazamıyor · Ihr Konto darf nicht in das Repository der Website schreiben',
  hostUnavailable: 'The git host did not answer: try again in a moment · Git sunucusu yanıt vermedi: biraz sonra yeniden deneyin · Der Git-Server antwortet nicht: bitte gleich noch einmal versuchen',
} as const

function refuse(res: Response, status: number, error: string, retryAfterSeconds?: number): void {
  res.setHeader('Cache-Control', 'no-store')
  // The body (up to the editor's limit) is not read: the connection closes behind the answer.
  res.setHeader('Connection', 'close')
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds))
  res.status(status).json({ error })
}

/**
 * Whether a request comes from a page of this site's own origin. Browsers send `Origin` with every
 * POST and `Sec-Fetch-Site` with every fetch; a request with neither is not a browser's (a script
 * on this machine, curl), which cannot ride an editor's signed-in page and still needs the token.
 */
function isEditorOrigin(headers: { origin?: string; 'sec-fetch-site'?: string }, ownOrigin: string): boolean {
  const site = headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') return false
  if (headers.origin !== undefined) return headers.origin === ownOrigin
  return true
}

/** The host's API call that tells whether the token may write to the repository. */
function permissionRequest(backend: GitBackend, token: string): { url: string; headers: Record<string, string>; mayWrite: (body: unknown) => boolean } {
  type Permissions = { permissions?: { push?: boolean; project_access?: { access_level?: number } | null; group_access?: { access_level?: number } | null } }
  const repo = backend.repo.split('/').map(encodeURIComponent).join('/')
  if (backend.name === 'gitlab') {
    const root = (backend.apiRoot ?? 'https://gitlab.com/api/v4').replace(/\/+$/, '')
    // GitLab's Developer role (30) may push to branches and open merge requests.
    const DEVELOPER = 30
    return {
      url: `${root}/projects/${encodeURIComponent(backend.repo)}`,
      headers: { Authorization: `Bearer ${token}` },
      mayWrite: (body) => {
        const permissions = (body as Permissions).permissions
        return Math.max(permissions?.project_access?.access_level ?? 0, permissions?.group_access?.access_level ?? 0) >= DEVELOPER
      },
    }
  }
  const root = (backend.apiRoot ?? (backend.name === 'github' ? 'https://api.github.com' : '')).replace(/\/+$/, '')
  return {
    url: `${root}/repos/${repo}`,
    headers: { Authorization: `token ${token}`, Accept: 'application/json' },
    mayWrite: (body) => (body as Permissions).permissions?.push === true,
  }
}

async function askHost(backend: GitBackend, token: string): Promise<Verdict> {
  const { url, headers, mayWrite } = permissionRequest(backend, token)
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(HOST_TIMEOUT_MS), redirect: 'error' })
    if (response.status === 401 || response.status === 403 || response.status === 404) {
      await response.body?.cancel()
      return 'refused'
    }
    if (!response.ok) {
      await response.body?.cancel()
      return 'host-unavailable'
    }
    return mayWrite(await response.json()) ? 'writer' : 'refused'
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error), host: new URL(url).host }, 'editor: the git host did not answer the sign-in check')
    return 'host-unavailable'
  }
}

/** Tells whether a token may write, asking the git host once per token and TTL (parallel requests share the call). */
function tokenVerifier(backend: GitBackend, now: () => number = Date.now) {
  const verdicts = new LRUCache<string, { verdict: Verdict; until: number }>({ max: 1_000 })
  const asking = new Map<string, Promise<Verdict>>()
  return async (token: string): Promise<Verdict> => {
    const key = createHash('sha256').update(token).digest('base64url')
    const known = verdicts.get(key)
    if (known && known.until > now()) return known.verdict
    let pending = asking.get(key)
    if (!pending) {
      pending = askHost(backend, token).then((verdict) => {
        asking.delete(key)
        // An unavailable host is asked again next time.
        if (verdict !== 'host-unavailable') verdicts.set(key, { verdict, until: now() + (verdict === 'writer' ? WRITER_TTL_MS : REFUSED_TTL_MS) })
        return verdict
      })
      asking.set(key, pending)
    }
    return pending
  }
}

const BEARER = /^Bearer ([\x21-\x7e]{1,512})$/

/**
 * The guard in front of every editor API route: same origin, then the per-client limit, then (git
 * backends) the sign-in. Nothing of the body has been read when it refuses.
 */
export function editorApiAccess(backend: EditorBackend, { now = Date.now }: { now?: () => number } = {}): RequestHandler {
  const requests = new RateLimiter(EDITOR_REQUESTS_PER_MINUTE, 60_000, now)
  const refusals = new RateLimiter(EDITOR_REFUSALS_PER_MINUTE, 60_000, now)
  const verify = backend.name === 'local' ? undefined : tokenVerifier(backend, now)
  return (req, res, next) => {
    if (!isEditorOrigin({ origin: req.headers.origin, 'sec-fetch-site': req.get('sec-fetch-site') }, siteOrigin(res))) return refuse(res, 403, REFUSALS.crossOrigin)
    const client = rateLimitKey(req.ip)
    const spent = requests.take(client)
    if (!spent.ok) return refuse(res, 429, REFUSALS.tooMany, spent.retryAfterSeconds)
    if (!verify) return next()
    const token = BEARER.exec(req.get('authorization') ?? '')?.[1]
    // A place among the client's refusals is taken before the git host is asked and given back
    // when the token turns out good: made-up tokens cost the host at most the refusal limit.
    const refusal = refusals.reserve(client)
    if (!refusal.ok) return refuse(res, 429, REFUSALS.tooMany, refusal.retryAfterSeconds)
    if (!token) return refuse(res, 401, REFUSALS.signIn)
    verify(token).then((verdict) => {
      if (verdict === 'writer') {
        refusal.release()
        return next()
      }
      if (verdict === 'host-unavailable') return refuse(res, 503, REFUSALS.hostUnavailable, 10)
      return refuse(res, 403, REFUSALS.noWriteAccess)
    }, next)
  }
}
