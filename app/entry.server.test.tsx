import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { createRequestHandler, data, type ServerBuild } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '@db/client.server'
import { users } from '@db/schema'
import { logger, serializeError } from '~/lib/server/logger.server'
import * as serverEntry from './entry.server'

type Loader = (args: { request: Request }) => unknown

/**
 * The smallest build React Router serves: the real server entry (its default export and its
 * `handleError`) and one route with the given loader, asked for its data (`/page.data`), as the
 * browser's client-side navigation does.
 */
function handlerWith(loader: Loader) {
  const build = {
    entry: { module: serverEntry },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      page: { id: 'page', parentId: 'root', path: 'page', module: { default: () => null, loader } },
    },
    assets: {
      entry: { module: '/entry.client.js', imports: [] },
      routes: {
        root: { id: 'root', path: '', module: '/root.js', hasLoader: false, hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false },
        page: { id: 'page', parentId: 'root', path: 'page', module: '/page.js', hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false },
      },
      url: '/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild
  const handle = createRequestHandler(build, 'production')
  return (url: string, init?: RequestInit) => handle(new Request(url, init), { cspNonce: 'nonce' } as never)
}

/** The log lines `logger.error` was asked to write, each `err` as the log writes it. */
function errorLines() {
  const spy = vi.spyOn(logger, 'error')
  return () =>
    spy.mock.calls.map(([fields, message]) => {
      const { err, ...rest } = fields as unknown as Record<string, unknown>
      return { ...rest, err: serializeError(err) as Record<string, unknown>, message }
    })
}

afterEach(() => vi.restoreAllMocks())

describe('errors of loaders reach the log (handleError)', () => {
  it('logs a loader that throws, once, with the method and the path without secret query values', async () => {
    const lines = errorLines()
    const response = await handlerWith(() => {
      throw new Error('loader exploded')
    })('http://localhost/page.data?token=s3cret&tab=2')
    expect(response.status).toBe(500)
    const logged = lines()
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ message: 'route failed', method: 'GET', url: '/page.data?token=[redacted]&tab=2' })
    expect(logged[0]!.err).toMatchObject({ type: 'Error', message: 'loader exploded' })
    expect(JSON.stringify(logged)).not.toContain('s3cret')
  })

  it('does not log a 404 answer: a missing page is no failure', async () => {
    const lines = errorLines()
    const response = await handlerWith(() => {
      throw data(null, { status: 404 })
    })('http://localhost/page.data')
    expect(response.status).toBe(404)
    expect(lines()).toEqual([])
  })

  it('skips a request the visitor aborted', async () => {
    const lines = errorLines()
    const controller = new AbortController()
    const response = handlerWith(() => {
      controller.abort()
      throw new Error('gone anyway')
    })('http://localhost/page.data', { signal: controller.signal })
    await response.catch(() => undefined)
    expect(lines()).toEqual([])
  })
})

describe('database errors reach the log with their context and without their values', () => {
  let dataDir = ''
  let database: Database
  const email = 'someone.private@example.com'
  const user = { email, name: 'Some One', passwordHash: 'argon2-hash-secret', language: 'en', notifications: {} as never }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'entry-server-'))
    database = await openDatabase({ dataDir })
    await database.db.insert(users).values(user)
  })
  afterAll(async () => {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('names the operation, table, SQLSTATE and constraint of a failed insert, not the e-mail address', async () => {
    const lines = errorLines()
    await handlerWith(async () => {
      await database.db.insert(users).values(user)
      return null
    })('http://localhost/page.data')
    const [line] = lines()
    expect(line!.err.db).toMatchObject({ operation: 'insert', table: 'users', code: '23505' })
    expect(line!.err.db).toHaveProperty('constraint')
    expect(line!.err.message).toMatch(/^insert users failed: 23505/)
    expect(line!.err.stack).toMatch(/^DrizzleQueryError: insert users failed/)
    expect(JSON.stringify(line)).not.toContain(email)
    expect(JSON.stringify(line)).not.toContain('argon2-hash-secret')
  })

  it('keeps only the operation and table of an error logged as its message alone', async () => {
    const failure = await database.db
      .insert(users)
      .values(user)
      .then(() => undefined, (error: unknown) => error as Error)
    expect(failure?.message).toContain(email)
    expect(serializeError(failure!.message)).toBe('insert users failed')
  })

  it('names the database error behind an error of the code that caught it', () => {
    const cause = Object.assign(new Error(`Failed query: select "id" from "sessions" where "id" = $1\nparams: token-value`), {
      query: 'select "id" from "sessions" where "id" = $1',
      params: ['token-value'],
      cause: Object.assign(new Error('Connection terminated unexpectedly'), {}),
    })
    const serialized = serializeError(new Error('session not readable', { cause })) as Record<string, unknown>
    expect(serialized).toMatchObject({ message: 'session not readable: select sessions failed: Connection terminated unexpectedly', db: { operation: 'select', table: 'sessions' } })
    expect(JSON.stringify(serialized)).not.toContain('token-value')
  })

  it('leaves other errors to the standard serializer', () => {
    expect(serializeError(new Error('plain'))).toMatchObject({ type: 'Error', message: 'plain' })
    expect(serializeError('a message')).toBe('a message')
  })

  it('says which read failed when the database is gone, not the value it looked for', async () => {
    await database.close()
    const lines = errorLines()
    await handlerWith(() => database.db.select().from(users).where(eq(users.email, email)))('http://localhost/page.data')
    const [line] = lines()
    expect(line!.err.db).toMatchObject({ operation: 'select', table: 'users', message: 'PGlite is closed' })
    expect(JSON.stringify(line)).not.toContain(email)
  })
})
