import pino from 'pino'
import { getEnv } from '~/lib/env.server'

/** One JSON logger for the whole server (one line per event, ready for any log shipper). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (getEnv().NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'site' },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
})
