import { hkdfSync, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '@db/client.server'
import { siteSecrets } from '@db/schema'
import { getEnv } from '~/lib/env.server'
import { getDatabase } from './database.server'
import { onShutdown } from './lifecycle.server'
import { logger } from './logger.server'

/**
 * The secret that signs what one instance hands out and another must trust: news picture URLs
 * (a page rendered by instance A, its pictures fetched from instance B) and short-lived cookies.
 * SIGNING_SECRET when set; otherwise generated once and kept in the database, so every instance
 * on one database agrees with zero configuration. Database unreachable at start: a random
 * per-process secret (what this instance signs then loads only from this instance, as before
 * shared secrets existed), and the database is asked again every minute until it answers.
 */

const SECRET_NAME = 'signing'
const SECRET_BYTES = 32
/** A hanging database must not hold up the first page: after this, the per-process fallback. */
const LOAD_TIMEOUT_MS = 5_000
const RETRY_MS = 60_000

export type SigningSecretSource = 'env' | 'database' | 'process'

/**
 * The shared secret stored under `name`, created by the first instance that asks. Two instances
 * starting together both insert; the primary key keeps the first and both read that one.
 */
export async function readSharedSecret(db: Db, name = SECRET_NAME): Promise<string> {
  await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(SECRET_BYTES).toString('base64url') })
    .onConflictDoNothing({ target: siteSecrets.name })
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, name))
  if (!row) throw new Error(`site secret ${name} missing right after it was stored`)
  return row.value
}

type Log = {
  warn: (details: Record<string, unknown>, message: string) => void
  info: (details: Record<string, unknown>, message: string) => void
}

export type SigningSecretsOptions = {
  fromEnv: () => string | undefined
  readShared: () => Promise<string>
  log: Log
  timeoutMs?: number
  retryMs?: number
  /** Called once, on first use, with the function that stops the retries. */
  onStop?: (stop: () => void) => void
}

type SigningSecrets = ReturnType<typeof createSigningSecrets>

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Per-purpose keys: a signature made for one use (a picture URL) is worthless for another (a cookie). */
function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `site-signing:${purpose}`, 32))
}

/** The process's signing secret as a small state machine; the module below holds the one instance. */
export function createSigningSecrets(options: SigningSecretsOptions) {
  const { timeoutMs = LOAD_TIMEOUT_MS, retryMs = RETRY_MS } = options
  let current: { secret: Buffer; source: SigningSecretSource } | undefined
  /** The per-process fallback once the database answered: what this instance signed meanwhile still verifies. */
  const retired: Buffer[] = []
  const derived = new WeakMap<Buffer, Map<string, Buffer>>()
  let firstLoad: Promise<void> | undefined
  let retryTimer: NodeJS.Timeout | undefined
  let warned = false
  let started = false
  let stopped = false

  function start(): void {
    if (started) return
    started = true
    options.onStop?.(stop)
  }

  function adopt(secret: Buffer, source: SigningSecretSource): void {
    if (current) retired.unshift(current.secret)
    current = { secret, source }
  }

  /** The current secret; a per-process one when there is none (yet). */
  function currentOrFallback(): Buffer {
    current ??= { secret: randomBytes(SECRET_BYTES), source: 'process' }
    return current.secret
  }

  /** SIGNING_SECRET needs no waiting; read synchronously so even the first render uses it. */
  function adoptEnv(): boolean {
    const value = options.fromEnv()
    if (value === undefined) return false
    if (current?.source !== 'env') adopt(Buffer.from(value, 'utf8'), 'env')
    return true
  }

  async function attempt(): Promise<void> {
    if (stopped) return
    try {
      const value = await withTimeout(options.readShared(), timeoutMs)
      if (current?.source !== 'database') adopt(Buffer.from(value, 'utf8'), 'database')
      if (warned) options.log.info({}, 'signing secret read from the database: news pictures load from every instance again')
    } catch (error) {
      currentOrFallback()
      if (!warned) {
        options.log.warn(
          { err: error instanceof Error ? error.message : String(error), retryInSeconds: retryMs / 1000 },
          'signing secret: database unreachable, using a per-process secret; news pictures this instance renders load only from this instance until the database answers',
        )
      }
      warned = true
      if (!stopped) {
        retryTimer = setTimeout(() => {
          retryTimer = undefined
          void attempt()
        }, retryMs)
        retryTimer.unref()
      }
    }
  }

  /** The current secret, loading it first if this process has none yet. Never rejects. */
  async function get(): Promise<Buffer> {
    start()
    if (!adoptEnv()) await (firstLoad ??= attempt())
    // After a failed load that is the fallback already; after shutdown (no load) one is made.
    return currentOrFallback()
  }

  /**
   * The current secret without waiting, for code that runs during a render. Before the first
   * load finished (a page rendered before start-up awaited `get`), a per-process secret is used
   * meanwhile; it keeps verifying after the database's secret replaces it.
   */
  function sync(): Buffer {
    start()
    if (!adoptEnv() && !current) void get()
    return currentOrFallback()
  }

  /** Keys for `purpose`: the first signs, every one verifies (the current secret, then retired ones). */
  function keys(purpose: string): Buffer[] {
    return [sync(), ...retired].map((secret) => {
      let byPurpose = derived.get(secret)
      if (!byPurpose) derived.set(secret, (byPurpose = new Map()))
      let key = byPurpose.get(purpose)
      if (!key) byPurpose.set(purpose, (key = deriveKey(secret, purpose)))
      return key
    })
  }

  function stop(): void {
    stopped = true
    clearTimeout(retryTimer)
    retryTimer = undefined
  }

  return {
    get,
    sync,
    keys,
    stop,
    source: (): SigningSecretSource | undefined => current?.source,
  }
}

let secrets: SigningSecrets | undefined

function processSecrets(): SigningSecrets {
  secrets ??= createSigningSecrets({
    fromEnv: () => getEnv().SIGNING_SECRET,
    readShared: async () => readSharedSecret((await getDatabase()).db),
    log: logger,
    onStop: (stop) => onShutdown(stop),
  })
  return secrets
}

/**
 * The process's signing secret: SIGNING_SECRET, else the database's shared one (created if
 * missing), else a per-process fallback while the database is away. Read once, then cached;
 * await it at start-up so that every later synchronous use already has the shared secret.
 */
export function getSigningSecret(): Promise<Buffer> {
  return processSecrets().get()
}

/**
 * HMAC keys for one purpose (`'news-image'`, `'lead-flash'`), derived from the signing secret:
 * sign with the first, accept a signature made with any of them.
 */
export function signingKeys(purpose: string): Buffer[] {
  return processSecrets().keys(purpose)
}

/** `signingKeys` after the secret is loaded: for request handlers that may be the first user. */
export async function getSigningKeys(purpose: string): Promise<Buffer[]> {
  await getSigningSecret()
  return signingKeys(purpose)
}

/** Where the secret came from, for the log and tests; `undefined` before the first use. */
export function signingSecretSource(): SigningSecretSource | undefined {
  return secrets?.source()
}

/** Tests: forget the process's secret (the next use loads it again). */
export function resetSigningSecretForTests(): void {
  secrets?.stop()
  secrets = undefined
}
