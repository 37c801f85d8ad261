import { sql } from 'drizzle-orm'
import { rowsOf, type Database } from '@db/client.server'
import { rateLimitCounts } from '@db/schema'
import { getEnv } from '~/lib/env.server'
import { getDatabase } from './database.server'
import { logger } from './logger.server'
import { inMemoryLimiter, RateLimiter, type Limiter, type RateLimitReservation, type RateLimitResult } from './rate-limit.server'

export type SharedRateLimitOptions = {
  /** Names this limit in the shared table: two limits never count into each other. */
  bucket: string
  limitPerWindow: number
  windowSeconds?: number
  /** The database could not count: this post was counted by the process's own limiter instead. */
  onError?: (error: unknown) => void
}

type Row = { count: number; window_start: string }

/**
 * The same limit as RateLimiter, counted in PostgreSQL so that every instance on one database
 * enforces one limit: ten accepted posts per client and minute across all of them, not ten each.
 *
 * One statement counts a post: an upsert that starts a new window when the client's last one has
 * ended and otherwise adds one only while the count is under the limit. PostgreSQL locks the row
 * for the statement, so parallel posts on several instances can never overshoot.
 *
 * When the database does not answer, the post is counted by an in-memory limiter of the same
 * size (the lead itself cannot be stored then either, so nothing is let through that would stay).
 */
export class SharedRateLimiter implements Limiter {
  private readonly windowSeconds: number
  private readonly fallback: RateLimiter
  private lastSweep = 0

  constructor(
    private readonly database: () => Promise<Database>,
    private readonly options: SharedRateLimitOptions,
  ) {
    this.windowSeconds = options.windowSeconds ?? 60
    this.fallback = new RateLimiter(options.limitPerWindow, this.windowSeconds * 1000)
  }

  async take(key: string): Promise<RateLimitResult> {
    const reservation = await this.reserve(key)
    return reservation.ok ? { ok: true } : reservation
  }

  async reserve(key: string): Promise<RateLimitReservation> {
    const { bucket, limitPerWindow } = this.options
    if (limitPerWindow <= 0) return { ok: true, release: () => {} }
    try {
      const database = await this.database()
      const window = sql`make_interval(secs => ${this.windowSeconds})`
      const counted = rowsOf<Row>(
        await database.db.execute(sql`
          insert into ${rateLimitCounts} as c (bucket, key, window_start, count)
          values (${bucket}, ${key}, now(), 1)
          on conflict (bucket, key) do update set
            window_start = case when c.window_start <= now() - ${window} then now() else c.window_start end,
            count = case when c.window_start <= now() - ${window} then 1 else c.count + 1 end
          where c.window_start <= now() - ${window} or c.count < ${limitPerWindow}
          returning c.count, c.window_start::text as window_start`),
      )[0]
      this.sweep(database)
      if (counted) return { ok: true, release: this.releaser(database, key, counted.window_start) }
      const [left] = rowsOf<{ seconds: number }>(
        await database.db.execute(sql`
          select extract(epoch from (window_start + ${window} - now()))::float8 as seconds
          from ${rateLimitCounts} where bucket = ${bucket} and key = ${key}`),
      )
      return { ok: false, retryAfterSeconds: Math.min(this.windowSeconds, Math.max(1, Math.ceil(Number(left?.seconds ?? this.windowSeconds)))) }
    } catch (error) {
      this.options.onError?.(error)
      return this.fallback.reserve(key)
    }
  }

  /** Gives the place back in the window it was taken from; a window that has ended is left alone. */
  private releaser(database: Database, key: string, windowStart: string): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      database.db
        .execute(
          sql`update ${rateLimitCounts} set count = count - 1
              where bucket = ${this.options.bucket} and key = ${key} and window_start = ${windowStart}::timestamptz and count > 0`,
        )
        .catch((error: unknown) => this.options.onError?.(error))
    }
  }

  /** Once a window per process: rows whose window has ended count nothing any more. */
  private sweep(database: Database): void {
    const now = Date.now()
    if (now - this.lastSweep < this.windowSeconds * 1000) return
    this.lastSweep = now
    database.db
      .execute(
        sql`delete from ${rateLimitCounts}
            where bucket = ${this.options.bucket} and window_start <= now() - make_interval(secs => ${this.windowSeconds})`,
      )
      .catch((error: unknown) => this.options.onError?.(error))
  }
}

/**
 * In one process (the embedded database) a limit is counted in memory; with PostgreSQL every
 * instance counts into the same table, so N instances enforce one limit, not N.
 */
export function limiterFor(bucket: string, limitPerWindow: number, windowSeconds = 60): Limiter {
  if (!getEnv().DATABASE_URL) return inMemoryLimiter(new RateLimiter(limitPerWindow, windowSeconds * 1000))
  let lastWarning = 0
  return new SharedRateLimiter(getDatabase, {
    bucket,
    limitPerWindow,
    windowSeconds,
    onError: (error) => {
      if (Date.now() - lastWarning < 60_000) return
      lastWarning = Date.now()
      logger.warn({ bucket, err: error instanceof Error ? error.message : String(error) }, 'shared rate limit unavailable: counting in memory')
    },
  })
}
