import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { logger, serializeError } from '~/lib/server/logger.server'
import { retryWhileReconnecting } from './client.server'
import { databaseErrorContext, describeDatabaseError, statementContext } from './database-errors.server'

afterEach(() => vi.restoreAllMocks())

describe('the context of a failed statement', () => {
  it('reads the operation and the table from the statement, as Drizzle writes it', () => {
    expect(statementContext('insert into "leads" ("kind", "email") values ($1, $2) returning "id"')).toEqual({ operation: 'insert', table: 'leads' })
    expect(statementContext('update "sessions" set "expires_at" = $1 where "sessions"."id" = $2')).toEqual({ operation: 'update', table: 'sessions' })
    expect(statementContext('delete from "public"."sessions" where "id" = $1')).toEqual({ operation: 'delete', table: 'sessions' })
    expect(statementContext('select "id", "email" from "users" where lower("users"."email") = $1')).toEqual({ operation: 'select', table: 'users' })
    // A common table expression that writes: named by what it writes.
    expect(statementContext('with "fresh" as (select $1::text as "key") insert into "rate_limits" select * from "fresh"')).toEqual({ operation: 'insert', table: 'rate_limits' })
    expect(statementContext('select 1')).toEqual({ operation: 'select' })
  })

  it('keeps the names PostgreSQL reports and drops its detail and the parameters', () => {
    const error = Object.assign(new Error('Failed query: insert into "users" ("email") values ($1)\nparams: a@b.c'), {
      query: 'insert into "users" ("email") values ($1)',
      params: ['a@b.c'],
      cause: Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), {
        severity: 'ERROR',
        code: '23505',
        constraint: 'users_email_idx',
        detail: 'Key (lower(email))=(a@b.c) already exists.',
      }),
    })
    const context = databaseErrorContext(error)
    expect(context).toEqual({ operation: 'insert', table: 'users', code: '23505', constraint: 'users_email_idx', message: 'duplicate key value violates unique constraint "users_email_idx"' })
    expect(describeDatabaseError(context!)).toBe('insert users failed: 23505 (users_email_idx) duplicate key value violates unique constraint "users_email_idx"')
    expect(JSON.stringify(serializeError(error))).not.toContain('a@b.c')
  })

  it('leaves out the message of a data exception, which quotes the value', () => {
    const error = Object.assign(new Error('x'), { query: 'select * from "users" where "id" = $1', params: ['abc'], cause: { severity: 'ERROR', code: '22P02', message: 'invalid input syntax for type integer: "abc"' } })
    expect(databaseErrorContext(error)).toEqual({ operation: 'select', table: 'users', code: '22P02' })
  })

  it('is undefined for errors that are not the database\'s', () => {
    expect(databaseErrorContext(new Error('plain'))).toBeUndefined()
    expect(databaseErrorContext(Object.assign(new Error('socket'), { code: 'ECONNRESET' }))).toBeUndefined()
  })
})

describe('a statement retried while PostgreSQL is away', () => {
  const lost = () =>
    Object.assign(new Error('Failed query: insert into "leads" ("email") values ($1)\nparams: visitor@example.com'), {
      query: 'insert into "leads" ("email") values ($1)',
      params: ['visitor@example.com'],
      cause: Object.assign(new Error('terminating connection due to administrator command'), { severity: 'FATAL', code: '57P01' }),
    })
  // The warnings' allowance is per process and 10 s of the clock: each test starts a day after the last.
  let day = Date.parse('2030-01-01T00:00:00Z')
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime((day += 86_400_000))
  })
  afterEach(() => vi.useRealTimers())

  it('logs the lost connection once, with the statement\'s operation and table and without its values', async () => {
    const warn = vi.spyOn(logger, 'warn')
    let attempts = 0
    const result = await retryWhileReconnecting(async () => {
      if (++attempts < 3) throw lost()
      return 'stored'
    })
    expect(result).toBe('stored')
    expect(warn).toHaveBeenCalledTimes(1)
    const [fields, message] = warn.mock.calls[0] as unknown as [{ err: unknown }, string]
    expect(message).toBe('database connection lost: retrying')
    const err = serializeError(fields.err)
    expect(err).toMatchObject({ db: { operation: 'insert', table: 'leads', code: '57P01' } })
    expect(JSON.stringify(err)).not.toContain('visitor@example.com')
  })

  it('logs one warning for a restart that every statement in flight notices (probe 3: 18 within 0.11 s)', async () => {
    const warn = vi.spyOn(logger, 'warn')
    const failedOnce = new Set<number>()
    const statements = Array.from({ length: 16 }, (_, index) =>
      retryWhileReconnecting(async () => {
        if (!failedOnce.has(index)) {
          failedOnce.add(index)
          throw lost()
        }
        return index
      }),
    )
    expect(await Promise.all(statements)).toHaveLength(16)
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
