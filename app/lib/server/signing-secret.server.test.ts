import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { openDatabase } from '@db/client.server'
import { siteSecrets } from '@db/schema'
import { getEnv, resetEnvForTests } from '~/lib/env.server'
import { closeDatabase, getDatabase } from './database.server'
import {
  createSigningSecrets,
  getSigningSecret,
  readSharedSecret,
  resetSigningSecretForTests,
  signingKeys,
  signingSecretSource,
  type SigningSecretsOptions,
} from './signing-secret.server'

const SHARED = 'a-shared-secret-of-the-database-0123456789'

function store(overrides: Partial<SigningSecretsOptions> = {}) {
  const log = { warn: vi.fn(), info: vi.fn() }
  const readShared = vi.fn(async () => SHARED)
  const secrets = createSigningSecrets({ fromEnv: () => undefined, readShared, log, retryMs: 20, timeoutMs: 200, ...overrides })
  return { secrets, log, readShared: overrides.readShared ?? readShared }
}

describe('createSigningSecrets', () => {
  it('uses SIGNING_SECRET as it is, at once, without asking the database', async () => {
    const { secrets, readShared } = store({ fromEnv: () => 'x'.repeat(32) })
    expect(secrets.sync().toString()).toBe('x'.repeat(32))
    expect((await secrets.get()).toString()).toBe('x'.repeat(32))
    expect(secrets.source()).toBe('env')
    expect(readShared).not.toHaveBeenCalled()
  })

  it('reads the shared secret once, however many ask at the same time', async () => {
    const { secrets, readShared } = store()
    const all = await Promise.all([secrets.get(), secrets.get(), secrets.get()])
    expect(all.map((secret) => secret.toString())).toEqual([SHARED, SHARED, SHARED])
    await secrets.get()
    expect(readShared).toHaveBeenCalledTimes(1)
    expect(secrets.source()).toBe('database')
    expect(secrets.sync().toString()).toBe(SHARED)
  })

  it('falls back to a per-process secret while the database is away, warns once, and retries until it answers', async () => {
    // The retries run on a fake clock (vi.waitFor moves it on while it waits).
    vi.useFakeTimers()
    onTestFinished(() => {
      vi.useRealTimers()
    })
    let up = false
    const readShared = vi.fn(async () => {
      if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
      return SHARED
    })
    const { secrets, log } = store({ readShared })
    const fallback = await secrets.get()
    expect(secrets.source()).toBe('process')
    expect(fallback).toHaveLength(32)
    expect(fallback.toString()).not.toBe(SHARED)
    const signedMeanwhile = secrets.keys('news-image')[0]
    await vi.waitFor(() => expect(readShared.mock.calls.length).toBeGreaterThanOrEqual(3))
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(String(log.warn.mock.calls[0]?.[1])).toMatch(/per-process secret/)
    // Still the same fallback while failing: pages rendered meanwhile keep their pictures.
    expect(await secrets.get()).toBe(fallback)
    up = true
    await vi.waitFor(() => expect(secrets.source()).toBe('database'))
    expect((await secrets.get()).toString()).toBe(SHARED)
    expect(log.info).toHaveBeenCalledTimes(1)
    // The shared key signs now; what this instance signed with the fallback still verifies here.
    const keys = secrets.keys('news-image')
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(signedMeanwhile)
    // Three retry periods later: no read is scheduled any more.
    const calls = readShared.mock.calls.length
    await vi.advanceTimersByTimeAsync(60)
    expect(readShared).toHaveBeenCalledTimes(calls)
    secrets.stop()
  })

  it('does not let a hanging database hold up the first page', async () => {
    const readShared = vi.fn(() => new Promise<string>(() => {}))
    const { secrets } = store({ readShared, timeoutMs: 50, retryMs: 60_000 })
    // The database never answers: only the 50 ms timeout can let get() resolve.
    await secrets.get()
    expect(secrets.source()).toBe('process')
    secrets.stop()
  })

  it('answers synchronously before the first load, then moves to the shared secret', async () => {
    const { secrets } = store()
    const early = secrets.sync()
    expect(secrets.source()).toBe('process')
    await vi.waitFor(() => expect(secrets.source()).toBe('database'))
    expect(secrets.sync().toString()).toBe(SHARED)
    expect(secrets.keys('p')).toHaveLength(2)
    expect(early.toString()).not.toBe(SHARED)
  })

  it('derives a separate, stable 32-byte key per purpose', async () => {
    const { secrets } = store()
    await secrets.get()
    const [image] = secrets.keys('news-image')
    const [flash] = secrets.keys('lead-flash')
    expect(image).toHaveLength(32)
    expect(image?.equals(flash ?? Buffer.alloc(0))).toBe(false)
    expect(image?.equals(Buffer.from(SHARED))).toBe(false)
    expect(secrets.keys('news-image')[0]).toBe(image)
  })

  it('stops retrying at shutdown', async () => {
    const readShared = vi.fn(async () => Promise.reject(new Error('down')))
    const { secrets } = store({ readShared })
    vi.useFakeTimers()
    try {
      await secrets.get()
      secrets.stop()
      const calls = readShared.mock.calls.length
      // Many retry periods later (retryMs 20), on the fake clock: none ran.
      await vi.advanceTimersByTimeAsync(1_000)
      expect(readShared).toHaveBeenCalledTimes(calls)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the shared secret in the database (PGlite)', () => {
  const dirs: string[] = []
  const saved = { ...process.env }
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'signing-secret-'))
    dirs.push(dir)
    return dir
  }

  afterEach(async () => {
    resetSigningSecretForTests()
    await closeDatabase()
    process.env = { ...saved }
    resetEnvForTests()
  })

  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('is created once: concurrent readers and a reopened database all get the same value', async () => {
    const dataDir = tempDir()
    const first = await openDatabase({ dataDir })
    const values = await Promise.all(Array.from({ length: 5 }, () => readSharedSecret(first.db)))
    expect(new Set(values).size).toBe(1)
    expect(values[0]).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await first.db.$count(siteSecrets)).toBe(1)
    await first.close()
    const reopened = await openDatabase({ dataDir })
    expect(await readSharedSecret(reopened.db)).toBe(values[0])
    expect(await readSharedSecret(reopened.db, 'another')).not.toBe(values[0])
    await reopened.close()
  })

  it('is what the process signs with when SIGNING_SECRET is unset', async () => {
    delete process.env.DATABASE_URL
    delete process.env.SIGNING_SECRET
    process.env.DATA_DIR = tempDir()
    resetEnvForTests()
    resetSigningSecretForTests()
    const secret = await getSigningSecret()
    expect(signingSecretSource()).toBe('database')
    const { db } = await getDatabase()
    const [row] = await db.select().from(siteSecrets)
    expect(secret.toString()).toBe(row?.value)
    expect(signingKeys('news-image')).toHaveLength(1)
  })

  it('falls back to a per-process secret when the database cannot be reached', async () => {
    // Port 9 (discard) on loopback: refused at once, and never leaves the machine.
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:9/postgres'
    delete process.env.SIGNING_SECRET
    resetEnvForTests()
    resetSigningSecretForTests()
    const secret = await getSigningSecret()
    expect(secret).toHaveLength(32)
    expect(signingSecretSource()).toBe('process')
  })

  it('refuses a SIGNING_SECRET shorter than 32 characters at start-up', () => {
    process.env.SIGNING_SECRET = 'too-short'
    resetEnvForTests()
    expect(() => getEnv()).toThrow(/SIGNING_SECRET: must be at least 32 characters/)
  })
})
