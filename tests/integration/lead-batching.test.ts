import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '@db/client.server'
import { leads } from '@db/schema'
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
})
