import { sql } from 'drizzle-orm'
import { rowsOf, type Database } from '@db/client.server'
import { rateLimitCounts } from '@db/schema'

/**
 * Failed password checks, counted per account *and* client (finding 1 of the 2026-11-26 probe).
 * A per-account lock let any stranger lock the owner out with ten wrong guesses; keyed by account
 * and client, a stranger's failures only slow the stranger down, and the owner, on another client,
 * is never refused.
 *
 * No hard lock either: the first FREE_FAILURES attempts go through at once, then every further
 * attempt waits twice as long as the one before it (2 s, 4 s, 8 s … at most MAX_DELAY_SECONDS).
 * A success forgets the failures; so does a quiet FORGET_AFTER_SECONDS.
 *
 * An attempt is counted *before* the password is checked (`attempt`), and forgiven by
 * `succeeded()`: parallel guesses cannot all slip through before the first one is counted.
 */
export type BackoffPolicy = { freeFailures: number; firstDelaySeconds: number; maxDelaySeconds: number; forgetAfterSeconds: number }

export const SIGN_IN_BACKOFF: BackoffPolicy = { freeFailures: 5, firstDelaySeconds: 2, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 }

export type BackoffAttempt = { ok: true; succeeded: () => Promise<void> } | { ok: false; retryAfterSeconds: number }

export interface FailureBackoff {
  attempt(key: string): Promise<BackoffAttempt>
}

/** Seconds an attempt must wait after the last one, when `failures` attempts have failed in a row. */
export function backoffDelaySeconds(failures: number, policy: BackoffPolicy): number {
  if (failures < policy.freeFailures) return 0
  // 2^40 s is far beyond any cap; the exponent is bounded so the number stays exact.
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(40, failures - policy.freeFailures))
}

type Entry = { failures: number; lastAttemptAt: number }

/** In one process (the embedded database): a map, swept as it is used. */
export class InMemoryBackoff implements FailureBackoff {
  private readonly entries = new Map<string, Entry>()
  private lastSweep = 0

  constructor(
    private readonly policy: BackoffPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  async attempt(key: string): Promise<BackoffAttempt> {
    const now = this.now()
    this.sweep(now)
    let entry = this.entries.get(key)
    if (entry && now - entry.lastAttemptAt >= this.policy.forgetAfterSeconds * 1000) entry = undefined
    const waitMs = entry ? entry.lastAttemptAt + backoffDelaySeconds(entry.failures, this.policy) * 1000 - now : 0
    if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    const counted: Entry = { failures: (entry?.failures ?? 0) + 1, lastAttemptAt: now }
    this.entries.set(key, counted)
    return {
      ok: true,
      succeeded: async () => {
        if (this.entries.get(key) === counted) this.entries.delete(key)
      },
    }
  }

  private sweep(now: number): void {
    const forgetMs = this.policy.forgetAfterSeconds * 1000
    if (now - this.lastSweep < Math.min(forgetMs, 60_000)) return
    this.lastSweep = now
    for (const [key, entry] of this.entries) if (now - entry.lastAttemptAt >= forgetMs) this.entries.delete(key)
  }
}

/**
 * The same backoff counted in PostgreSQL, so every instance sees one count (a stranger gains
 * nothing by spreading guesses over instances). One upsert counts an attempt only when its wait
 * is over; `window_start` holds the last attempt. On a database error the process's own count
 * is used, as for the other shared limits.
 */
export class SharedBackoff implements FailureBackoff {
  private readonly fallback: InMemoryBackoff
  private lastSweep = 0

  constructor(
    private readonly database: () => Promise<Database>,
    private readonly bucket: string,
    private readonly policy: BackoffPolicy,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.fallback = new InMemoryBackoff(policy)
  }

  async attempt(key: string): Promise<BackoffAttempt> {
    try {
      const database = await this.database()
      const { freeFailures, firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds } = this.policy
      const forgotten = sql`c.window_start <= now() - make_interval(secs => ${forgetAfterSeconds})`
      const delay = sql`make_interval(secs => case when c.count < ${freeFailures} then 0
        else least(${maxDelaySeconds}::float8, ${firstDelaySeconds}::float8 * power(2::float8, least(40, c.count - ${freeFailures}))) end)`
      const [counted] = rowsOf<{ count: number; window_start: string }>(
        await database.db.execute(sql`
          insert into ${rateLimitCounts} as c (bucket, key, window_start, count)
          values (${this.bucket}, ${key}, now(), 1)
          on conflict (bucket, key) do update set
            count = case when ${forgotten} then 1 else c.count + 1 end,
            window_start = now()
          where ${forgotten} or c.window_start + ${delay} <= now()
          returning c.count, c.window_start::text as window_start`),
      )
      this.sweep(database)
      if (counted) return { ok: true, succeeded: this.forgetter(database, key, counted.window_start) }
      const [left] = rowsOf<{ seconds: number }>(
        await database.db.execute(sql`
          select extract(epoch from (c.window_start + ${delay} - now()))::float8 as seconds
          from ${rateLimitCounts} as c where c.bucket = ${this.bucket} and c.key = ${key}`),
      )
      return { ok: false, retryAfterSeconds: Math.min(maxDelaySeconds, Math.max(1, Math.ceil(Number(left?.seconds ?? 1)))) }
    } catch (error) {
      this.onError(error)
      return this.fallback.attempt(key)
    }
  }

  /**
   * A success forgets the failures, unless another attempt was counted after this one. Awaited:
   * the client's next attempt must find them forgotten.
   */
  private forgetter(database: Database, key: string, attemptedAt: string): () => Promise<void> {
    let done = false
    return async () => {
      if (done) return
      done = true
      await database.db
        .execute(sql`delete from ${rateLimitCounts} where bucket = ${this.bucket} and key = ${key} and window_start = ${attemptedAt}::timestamptz`)
        .catch((error: unknown) => this.onError(error))
    }
  }

  private sweep(database: Database): void {
    const now = Date.now()
    if (now - this.lastSweep < 60_000) return
    this.lastSweep = now
    database.db
      .execute(sql`delete from ${rateLimitCounts} where bucket = ${this.bucket} and window_start <= now() - make_interval(secs => ${this.policy.forgetAfterSeconds})`)
      .catch((error: unknown) => this.onError(error))
  }
}
