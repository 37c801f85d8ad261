import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '@db/client.server'
import { leads } from '@db/schema'
import { like } from 'drizzle-orm'
import { createLead } from '~/features/leads/leads.server'

const form = (tag: string) => ({
  kind: 'form' as const,
  data: { NameSurname: `Ada ${tag}`, Email: `${tag}@example.com`, Phone: '+44 20 7946 0958', Company: 'Engines', Message: `About ${tag}` },
})

/** Group commit on the embedded database: what arrives together is written by one statement. */
describe('lead group commit (PGlite)', () => {
  let database: Database
  let dataDir: string

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-batching-'))
    database = await openDatabase({ dataDir })
  })

  afterAll(async () => {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('stores leads submitted together with one statement, each with its own id', async () => {
    expect(database.engine).toBe('pglite')
    const statements = vi.spyOn(database.db, 'execute')
    const created = await Promise.all(Array.from({ length: 30 }, (_, i) => createLead(database, form(`together-${i}`), { language: 'en', deliver: false })))
    expect(statements).toHaveBeenCalledTimes(1)
    statements.mockRestore()
    expect(new Set(created.map((lead) => lead.id)).size).toBe(30)
    expect(created.every((lead) => !lead.duplicate)).toBe(true)
    expect(await database.db.$count(leads)).toBe(30)
  })

  it('still folds twins inside one batch into one stored lead', async () => {
    const [first, second] = await Promise.all([
      createLead(database, form('twin'), { language: 'en', deliver: false, ip: '203.0.113.7' }),
      createLead(database, form('twin'), { language: 'en', deliver: false, ip: '203.0.113.7' }),
    ])
    expect(second!.id).toBe(first!.id)
    expect([first!.duplicate, second!.duplicate]).toEqual([false, true])
  })

  it('stores the other leads of a batch when the database refuses one row', async () => {
    // A NUL gets past no validation any more; here it stands for any row PostgreSQL refuses.
    const bad = form('refused')
    bad.data.NameSurname = 'Ada\u0000Lovelace'
    const statements = vi.spyOn(database.db, 'execute')
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, i) => createLead(database, form(`neighbour-a${i}`), { language: 'en', deliver: false })),
      createLead(database, bad, { language: 'en', deliver: false }),
      ...Array.from({ length: 10 }, (_, i) => createLead(database, form(`neighbour-b${i}`), { language: 'en', deliver: false })),
    ])
    // One statement for the batch, which failed, then one per row.
    expect(statements).toHaveBeenCalledTimes(22)
    statements.mockRestore()
    expect(outcomes.map((outcome) => outcome.status)).toEqual([...Array(10).fill('fulfilled'), 'rejected', ...Array(10).fill('fulfilled')])
    const stored = await database.db.select().from(leads).where(like(leads.email, 'neighbour-%'))
    expect(stored.map((row) => row.email).sort()).toEqual(
      [...Array.from({ length: 10 }, (_, i) => `neighbour-a${i}@example.com`), ...Array.from({ length: 10 }, (_, i) => `neighbour-b${i}@example.com`)].sort(),
    )
    expect(await database.db.$count(leads, like(leads.email, 'refused%'))).toBe(0)
  })

  it('still folds twins when a failed batch is written row by row', async () => {
    const bad = form('refused-again')
    bad.data.Message = 'About\u0000nothing'
    const [first, , second] = await Promise.all([
      createLead(database, form('twin-retry'), { language: 'en', deliver: false, ip: '203.0.113.8' }),
      createLead(database, bad, { language: 'en', deliver: false }).catch(() => undefined),
      createLead(database, form('twin-retry'), { language: 'en', deliver: false, ip: '203.0.113.8' }),
    ])
    expect(second!.id).toBe(first!.id)
    expect([first!.duplicate, second!.duplicate]).toEqual([false, true])
    expect(await database.db.$count(leads, like(leads.email, 'twin-retry%'))).toBe(1)
  })
})
