import pino from 'pino'
import { databaseErrorContext, describeDatabaseError, isDatabaseError, statementContext } from '@db/database-errors.server'
import { getEnv } from '~/lib/env.server'

const FAILED_QUERY = 'Failed query: '

/**
 * The `err` of a log line. A failed database statement (or an error caused by one) is written
 * with its context (`db`: operation, table, SQLSTATE, constraint) and without the values the
 * standard serializer would copy from it: Drizzle's message and `params`, PostgreSQL's `detail`.
 * An error logged as its message alone (`err: error.message`) keeps the statement's operation and
 * table and loses its values too.
 */
export function serializeError(value: unknown): unknown {
  // Many lines log only `error.message`: Drizzle's ends with the values (`\nparams: …`).
  if (typeof value === 'string') return value.startsWith(FAILED_QUERY) ? describeDatabaseError(statementContext(value.slice(FAILED_QUERY.length).split('\nparams:')[0]!)) : value
  // pino-http hands a custom serializer the standard one's result; the error itself is its `raw`.
  const raw = (value as { raw?: unknown } | null)?.raw
  const error = raw instanceof Error && !(value instanceof Error) ? raw : value
  const context = databaseErrorContext(error)
  if (!context || !(error instanceof Error)) return value instanceof Error ? pino.stdSerializers.err(value) : value
  const message = isDatabaseError(error) ? describeDatabaseError(context) : `${error.message}: ${describeDatabaseError(context)}`
  const type = error.constructor.name || error.name
  const stackAt = error.stack?.indexOf('\n    at ') ?? -1
  return { type, message, ...(stackAt >= 0 ? { stack: `${type}: ${message}${error.stack!.slice(stackAt)}` } : {}), db: context }
}

/** One JSON logger for the whole server (one line per event, ready for any log shipper). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (getEnv().NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'site' },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
  serializers: { err: serializeError },
})

/**
 * Query parameters whose values are secrets: the reset, verification and sign-up confirmation
 * links carry `token`, and a link opened but not used could be replayed from the logs (probe 2,
 * finding 12). Any parameter named like a token, password, secret or key is hidden.
 */
const SECRET_PARAMETER = /token|password|secret|key/i
const REDACTED = '[redacted]'

/** A URL (or path with query) for a log line: the values of secret query parameters replaced by [redacted]. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?')
  if (queryAt < 0) return url
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const rawName = equals < 0 ? pair : pair.slice(0, equals)
      let name = rawName
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '))
      } catch {
        // A malformed name is checked as it is.
      }
      return equals >= 0 && SECRET_PARAMETER.test(name) ? `${rawName}=${REDACTED}` : pair
    })
    .join('&')
  return `${url.slice(0, queryAt)}?${query}`
}
