import pino from 'pino'
import { getEnv } from '~/lib/env.server'

/** One JSON logger for the whole server (one line per event, ready for any log shipper). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (getEnv().NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'site' },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
})

/**
 * Query parameters whose values are secrets: the reset, verification and sign-up confirmation
 * links carry `token`, and a link opened but not used could be replayed from the logs (probe 2,
 * finding 12). Any parameter named like a token, password, secret or key is hidden.
 */
const SECRET_PARAMETER = /token|password|secret|key/i
export const REDACTED = '[redacted]'

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
