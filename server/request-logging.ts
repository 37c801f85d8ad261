import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import type { ErrorRequestHandler } from 'express'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { redactUrl, serializeError } from '~/lib/server/logger.server'

const syntheticError = (res: ServerResponse, error: Error) => !(res as { err?: unknown }).err && error.message === `failed with status code ${res.statusCode}`

/**
 * One short line per request (no headers, no cookies, no secret query values). A request that
 * failed with an error carries that error's stack on this line, once (answerErrors hands it
 * over as `res.err`); a 5xx answer without an error (a route answering 503) and every 4xx carry
 * none. pino-http would otherwise invent an Error, with a stack of its own code, for each 5xx.
 */
export function requestLogging(logger: Logger, ignore: (req: IncomingMessage) => boolean) {
  return pinoHttp({
    logger,
    autoLogging: { ignore },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customErrorMessage: (_req, res, error) => (syntheticError(res, error) ? 'request completed' : 'request failed'),
    customErrorObject: (_req, res, error, value: Record<string, unknown>) => (syntheticError(res, error) ? { ...value, err: undefined } : value),
    serializers: {
      req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      // Database errors without their values (~/lib/server/logger.server).
      err: serializeError,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  })
}

/** The last error handler: a status for the client, the error on the request's log line when it is the server's fault. */
export const answerErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500
  // Logged by requestLogging when the response ends: one line with the request and the stack.
  if (status >= 500) (res as { err?: unknown }).err = error
  if (res.headersSent) return res.end()
  // A refused body (too large, wrong encoding) is not read to its end: the connection closes.
  if (status === 413 || status === 415) res.setHeader('Connection', 'close')
  res.setHeader('Cache-Control', 'no-store')
  res.status(status).type('text/plain').send(STATUS_CODES[status] ?? 'Bad Request')
}
