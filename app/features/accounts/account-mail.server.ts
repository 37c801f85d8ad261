import type { User } from '@db/schema'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import { DEFAULT_LANGUAGE, isLanguage } from '~/features/i18n/languages'
import { onShutdown } from '~/lib/server/lifecycle.server'
import { logger } from '~/lib/server/logger.server'
import { mailSender, mailTransport } from '~/lib/server/mail-transport.server'

/**
 * The mails of the accounts (verification, password reset, "you already have an account",
 * "someone is guessing your password"),
 * sent from an in-process queue *after* the answer (finding 3 of the 2026-11-26 probe): a reset
 * for a known address took 250 ms with SMTP and one for an unknown address 40 ms, which told
 * anyone which addresses have accounts. Now both answers do the same work.
 *
 * The queue lives in memory, not in the leads table: a reset link must not sit in a table, and
 * a mail lost in a crash costs the visitor one more click (decision 019). It is bounded, sends
 * one mail at a time and is emptied, within a deadline, at shutdown.
 */
export type AccountMailKind = 'verify' | 'reset' | 'already-registered' | 'guessing'

type Job = { kind: AccountMailKind; user: User; link: string }

const MAX_QUEUED = 500
const SHUTDOWN_DEADLINE_MS = 10_000

const queue: Job[] = []
let sending: Promise<void> | undefined
let shutdownHooked = false

/** The mail's text in the account's language. A name is used only once the address is confirmed. */
function composeAccountMail(job: Job): { subject: string; text: string } {
  const { kind, user, link } = job
  const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE
  const t = translatorFor(language)
  const key = kind === 'already-registered' ? 'alreadyRegistered' : kind
  // The name of an unconfirmed account was typed by whoever signed up, maybe not the address's
  // owner: it would carry a stranger's text ("Visit evil.example now") into their inbox.
  const greeting = user.emailVerifiedAt ? t('accountMail.greeting', { name: user.name }) : t('accountMail.greetingWithoutName')
  return { subject: t(`accountMail.${key}.subject`), text: `${greeting}\n\n${t(`accountMail.${key}.text`)}\n\n${link}\n\n${t(`accountMail.${key}.footer`)}\n` }
}

/** Queues a mail to the account's owner; the caller answers without waiting for SMTP. */
export function queueAccountMail(kind: AccountMailKind, user: User, link: string): void {
  if (queue.length >= MAX_QUEUED) {
    logger.warn({ mail: kind, userId: user.id }, 'account mail not queued: the queue is full')
    return
  }
  queue.push({ kind, user, link })
  if (!shutdownHooked) {
    shutdownHooked = true
    onShutdown(() => Promise.race([accountMailsSettled(), new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_DEADLINE_MS).unref())]))
  }
  sending ??= sendQueued().finally(() => (sending = undefined))
}

/** Resolves once every queued mail was sent or given up (tests, shutdown). */
export async function accountMailsSettled(): Promise<void> {
  while (sending) await sending
}

async function sendQueued(): Promise<void> {
  // Starts after the current request's answer has been handed over.
  await new Promise<void>((resolve) => setImmediate(resolve))
  for (let job = queue.shift(); job; job = queue.shift()) await send(job)
}

async function send(job: Job): Promise<void> {
  const { kind, user, link } = job
  const transport = mailTransport()
  const from = mailSender()
  if (!transport || !from) {
    logger.info({ mail: kind, userId: user.id, link }, 'account mail not sent (no SMTP configured): follow the link')
    return
  }
  try {
    await transport.sendMail({ from, to: user.email, ...composeAccountMail(job) })
    logger.info({ mail: kind, userId: user.id }, 'account mail sent')
  } catch (error) {
    logger.error({ mail: kind, userId: user.id, err: error instanceof Error ? error.message : String(error) }, 'account mail not sent')
  }
}
