import { redirect } from 'react-router'
import type * as z from 'zod/mini'
import { DEMO_PROJECTS } from '@content/demo-projects'
import type { User } from '@db/schema'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { isLanguage, type Language } from '~/features/i18n/languages'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { formAnswer, readAccountForm, serviceUnavailable, tooManyAttempts } from './account-form.server'
import { BillingSchema, ChangePasswordSchema, DeleteProfileSchema, EndSessionsSchema, NotificationsSchema, ProfileSchema } from './account.schema'
import { PASSWORD_CHANGED_PARAM, SECURITY_PATH, SIGNED_OUT_PATH } from './account-paths'
import { requireAccount, rotateRequestSession, secureRequest } from './account-service.server'
import { reservePasswordCheck, type PasswordChecker, type RequestContext } from './account-limits.server'
import { changePassword, deleteUser, findUser, updateBilling, updateNotifications, updateProfile } from './accounts.server'
import { knownDeviceCookies } from './known-device.server'
import { endOtherSessions, listSessions, sessionClearCookie, type ActiveSession } from './sessions.server'
import { describeDevice, type AccountView, type ProjectView, type SessionList } from './account-view'

/**
 * The loaders and actions of the account pages (app/routes/account-*.tsx): every one first
 * requires a signed-in visitor (anyone else is sent to sign-in with a returnUrl), and answers
 * privately (decision 012: nothing here is ever shared or cached).
 */

/**
 * A re-check on an account page comes from a session of the account: a device it signed in on,
 * which the account-wide brake leaves alone. Its backoff counts per session, so a stolen session
 * that moves from address to address gets no new free guesses with each.
 */
const signedInChecker = (session: ActiveSession): PasswordChecker => ({ knownDevice: true, session: session.session.id })

export async function loadAccountPage(request: Request, lang: string | undefined) {
  const { language, texts } = loadPageTexts(request, lang, 'accountPages')
  const session = await requireAccount(request, language)
  return { language, texts, session, account: accountView(session.user) }
}

function accountView(user: User): AccountView {
  return { name: user.name, email: user.email, language: isLanguage(user.language) ? user.language : 'tr', createdAt: user.createdAt.toISOString(), isDemo: user.isDemo }
}

/**
 * The security page's sessions: the most recent ones and a count of the rest. A visitor of the
 * shared demo account sees their own session only: the others are other people's devices.
 */
export async function loadSessions(session: ActiveSession, language: Language): Promise<SessionList> {
  const t = translatorFor(language)
  const { sessions, total } = await listSessions(await getDatabase(), session.user.id, session.user.isDemo ? session.session.id : undefined)
  const items = sessions.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent, t('account.security.unknownDevice')),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === session.session.id,
  }))
  return { items, more: Math.max(0, total - items.length) }
}

export function projectsOf(user: User, language: Language, today = new Date()): ProjectView[] {
  if (!user.isDemo) return []
  return DEMO_PROJECTS.map((project) => ({
    id: project.id,
    name: project.name[language],
    summary: project.summary[language],
    status: project.status,
    progress: project.progress,
    dueDate: new Date(today.getTime() + project.dueInDays * 86_400_000).toISOString(),
  }))
}

const saved = () => formAnswer(200, { tone: 'success', message: 'account.common.saved' })

/** Runs an account page's work; a database that fails gets the polite 503, never a crash. */
async function guarded(what: string, work: () => Promise<Response | ReturnType<typeof formAnswer>>) {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Response) throw error
    logger.error({ err: error }, `${what} failed`)
    return serviceUnavailable()
  }
}

/** A settings form of the signed-in account: its schema, then its one update. */
async function saveAction<S extends typeof ProfileSchema | typeof NotificationsSchema | typeof BillingSchema>(
  request: Request,
  lang: string | undefined,
  schema: S,
  what: string,
  save: (userId: number, data: z.infer<S>) => Promise<void>,
) {
  const { session } = await loadAccountPage(request, lang)
  const read = await readAccountForm(request, schema)
  if (!read.ok) return read.response
  // The demo account is shared: its name, billing details and preferences would be every other
  // visitor's (the name is in their header, the address and tax number on their page). They stay
  // as seeded; the pages show the forms disabled with this same message.
  if (session.user.isDemo) return formAnswer(403, { tone: 'error', message: 'account.errors.demoAccount' })
  return guarded(what, async () => {
    await save(session.user.id, read.data)
    return saved()
  })
}

export const profileAction = (request: Request, lang: string | undefined) =>
  saveAction(request, lang, ProfileSchema, 'profile update', async (userId, data) => updateProfile(await getDatabase(), userId, data))

export const notificationsAction = (request: Request, lang: string | undefined) =>
  saveAction(request, lang, NotificationsSchema, 'notification preferences', async (userId, data) => updateNotifications(await getDatabase(), userId, data))

export const billingAction = (request: Request, lang: string | undefined) =>
  saveAction(request, lang, BillingSchema, 'billing details', async (userId, data) =>
    updateBilling(await getDatabase(), userId, { ...data, taxNumber: data.taxNumber.replace(/\s/g, '').toUpperCase() }),
  )

/** The security page holds two kinds of form: the password change, and ending other sessions. */
export async function securityAction(request: Request, lang: string | undefined, context: RequestContext) {
  const { session, language } = await loadAccountPage(request, lang)
  const read = await readAccountForm<typeof ChangePasswordSchema | typeof EndSessionsSchema>(request, (form) =>
    form.get('intent') === 'sessions' ? EndSessionsSchema : ChangePasswordSchema,
  )
  if (!read.ok) return read.response
  const posted = read.data
  if ('intent' in posted) {
    // The demo account's other sessions are other visitors': none of them is this visitor's to end.
    if (session.user.isDemo) return formAnswer(403, { tone: 'error', message: 'account.errors.demoAccount', values: { intent: 'sessions' } })
    const only = posted.session
    return guarded('ending sessions', async () => {
      await endOtherSessions(await getDatabase(), session.user.id, session.session.id, only)
      return formAnswer(200, { tone: 'success', message: 'account.security.ended', values: { intent: 'sessions' } })
    })
  }
  if (session.user.isDemo) return formAnswer(403, { tone: 'error', message: 'account.errors.demoAccount' })
  // A re-check of the password is a sign-in attempt: the same limits, or it is a free oracle.
  const check = await reservePasswordCheck(context, session.user.email, signedInChecker(session))
  if ('limited' in check) return tooManyAttempts(check.retryAfterSeconds)
  return guarded('password change', async () => {
    const outcome = await changePassword(await getDatabase(), session.user, posted.currentPassword, posted.password, session.session.id)
    if (outcome === 'wrong-password') return formAnswer(400, { tone: 'error', errors: { currentPassword: 'account.errors.currentPasswordWrong' } })
    await check.succeeded()
    if (outcome === 'guessable') return formAnswer(400, { tone: 'error', errors: { password: 'account.errors.passwordGuessable' } })
    logger.info({ userId: session.user.id }, 'password changed')
    // The session that changed it goes on under a new token: a copy of the old cookie is worthless.
    // The page is then fetched anew (Post/Redirect/Get) with the new cookie: loaders after an action
    // would still read the request's old one.
    const cookie = await rotateRequestSession(request, session)
    const headers = new Headers({ 'Cache-Control': 'no-store' })
    if (cookie) headers.append('Set-Cookie', cookie)
    // The change voids every known-device cookie (signed over the password's change time); this
    // browser proved the password and stays known.
    const changed = await findUser(await getDatabase(), session.user.id)
    for (const device of changed ? await knownDeviceCookies(changed, secureRequest(request)) : []) headers.append('Set-Cookie', device)
    return redirect(`/${language}${SECURITY_PATH}?${PASSWORD_CHANGED_PARAM}=1`, { status: 303, headers })
  })
}

export async function deleteProfileAction(request: Request, lang: string | undefined, context: RequestContext) {
  const { session, language } = await loadAccountPage(request, lang)
  const read = await readAccountForm(request, DeleteProfileSchema)
  if (!read.ok) return read.response
  if (session.user.isDemo) return formAnswer(403, { tone: 'error', message: 'account.errors.demoAccount' })
  const check = await reservePasswordCheck(context, session.user.email, signedInChecker(session))
  if ('limited' in check) return tooManyAttempts(check.retryAfterSeconds)
  return guarded('account deletion', async () => {
    const outcome = await deleteUser(await getDatabase(), session.user, read.data.currentPassword)
    if (outcome === 'wrong-password') return formAnswer(400, { tone: 'error', errors: { currentPassword: 'account.errors.currentPasswordWrong' } })
    logger.info({ userId: session.user.id }, 'account deleted')
    return redirect(`/${language}${SIGNED_OUT_PATH}?deleted=1`, { status: 303, headers: { 'Set-Cookie': sessionClearCookie(secureRequest(request)), 'Cache-Control': 'no-store' } })
  })
}
