import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import express from 'express'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redactUrl } from '~/lib/server/logger.server'
import { answerErrors, requestLogging } from './request-logging'

/** A logger writing JSON lines into an array; `lines(n)` waits until n lines were written. */
function memoryLogger() {
  const written: Record<string, unknown>[] = []
  const waiting: { count: number; resolve: () => void }[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) written.push(JSON.parse(line) as Record<string, unknown>)
      for (const waiter of waiting.filter((entry) => written.length >= entry.count)) waiter.resolve()
      done()
    },
  })
  return {
    logger: pino({ level: 'info' }, stream),
    written,
    lines: (count: number) => new Promise<void>((resolve) => (written.length >= count ? resolve() : waiting.push({ count, resolve }))),
  }
}

describe('request logging', () => {
  const log = memoryLogger()
  let origin = ''
  let close = () => {}

  beforeAll(async () => {
    const app = express()
    app.use(requestLogging(log.logger, (req) => req.url === '/healthz'))
    app.get('/en/auth/reset-password', (_req, res) => void res.send('form'))
    app.get('/boom', () => {
      throw new Error('kaboom')
    })
    app.get('/lead', () => {
      // What a failed insert throws: Drizzle's error with the values, PostgreSQL's with the detail.
      throw Object.assign(new Error('Failed query: insert into "leads" ("email") values ($1)\nparams: visitor@example.com'), {
        query: 'insert into "leads" ("email") values ($1)',
        params: ['visitor@example.com'],
        cause: Object.assign(new Error('duplicate key value violates unique constraint "leads_dedupe"'), { severity: 'ERROR', code: '23505', constraint: 'leads_dedupe', detail: 'Key (email)=(visitor@example.com) already exists.' }),
      })
    })
    app.get('/too-large', (_req, _res, next) => next(Object.assign(new Error('request entity too large'), { status: 413 })))
    app.get('/unavailable', (_req, res) => void res.status(503).send('later'))
    app.use(answerErrors)
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  const lineOf = async (path: string) => {
    const before = log.written.length
    const response = await fetch(`${origin}${path}`)
    await response.text()
    await log.lines(before + 1)
    return { status: response.status, lines: log.written.slice(before) }
  }

  it('never writes a reset or verification token into the log', async () => {
    const { status, lines } = await lineOf('/en/auth/reset-password?token=abc.def&lang=en')
    expect(status).toBe(200)
    expect(JSON.stringify(lines)).not.toContain('abc.def')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ req: { url: '/en/auth/reset-password?token=[redacted]&lang=en' }, res: { statusCode: 200 } })
  })

  it('writes the stack of a failed request once, on its request line', async () => {
    const { status, lines } = await lineOf('/boom?token=secret-one')
    expect(status).toBe(500)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 50, req: { url: '/boom?token=[redacted]' }, res: { statusCode: 500 }, err: { message: 'kaboom' } })
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('kaboom')
    expect(JSON.stringify(lines)).not.toContain('secret-one')
  })

  it('writes a failed statement with its operation and table, never its values', async () => {
    const { status, lines } = await lineOf('/lead')
    expect(status).toBe(500)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ err: { message: 'insert leads failed: 23505 (leads_dedupe) duplicate key value violates unique constraint "leads_dedupe"', db: { operation: 'insert', table: 'leads', code: '23505' } } })
    expect(JSON.stringify(lines)).not.toContain('visitor@example.com')
  })

  it('writes no stack for a 4xx, nor an invented one for a 5xx answer without an error', async () => {
    const refused = await lineOf('/too-large')
    expect(refused.status).toBe(413)
    expect(refused.lines).toHaveLength(1)
    expect(refused.lines[0]).not.toHaveProperty('err')
    const unavailable = await lineOf('/unavailable')
    expect(unavailable.status).toBe(503)
    expect(unavailable.lines).toHaveLength(1)
    expect(unavailable.lines[0]).toMatchObject({ level: 50, res: { statusCode: 503 } })
    expect(unavailable.lines[0]).not.toHaveProperty('err')
  })
})

describe('redactUrl', () => {
  it('hides the values of token-, password-, secret- and key-like query parameters only', () => {
    expect(redactUrl('/en/auth/verify-email?token=1.abc')).toBe('/en/auth/verify-email?token=[redacted]')
    expect(redactUrl('/tr/confirm-email?lead=42&token=xyz')).toBe('/tr/confirm-email?lead=42&token=[redacted]')
    expect(redactUrl('/x?Access_Token=a&api%5Fkey=b&q=token')).toBe('/x?Access_Token=[redacted]&api%5Fkey=[redacted]&q=token')
    expect(redactUrl('/en/search?q=erp')).toBe('/en/search?q=erp')
    expect(redactUrl('/en')).toBe('/en')
    expect(redactUrl('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=1&token')
  })
})
