import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '@db/schema'
import { closeDatabase, getDatabase } from '~/features/leads/database.server'
import { handleLeadFormAction } from '~/features/leads/lead-form-action.server'
import { clientInfo } from '~/features/leads/request-context.server'
import { resetEnvForTests } from '~/lib/env.server'

const RATE_LIMIT = 3
const SITE = 'http://site.test'

let ipCounter = 0
/** Each test posts from its own address, so the per-IP limits only bite where they are tested. */
const nextIp = () => `198.51.100.${++ipCounter}`

const contact = (tag: string, overrides: Record<string, string> = {}) => ({
  intent: 'form',
  name: `Ada Lovelace ${tag}`,
  email: `ada.${tag}@example.com`,
  number: '+90 (532) 123 45 67',
  company: 'Analytical Engines',
  message: `Hello from ${tag}`,
  Website: '',
  ...overrides,
})

type Answer = { status: number | undefined; data: { intent: string; state: string; errors?: Record<string, string>; values?: Record<string, string> } }

/** The no-JavaScript form post, as the route action gets it from React Router. */
async function submit(body: string | FormData, options: { ip?: string; contentType?: string; lang?: string } = {}): Promise<Answer> {
  const lang = options.lang ?? 'en'
  const headers = new Headers({ origin: SITE })
  if (typeof body === 'string') headers.set('content-type', options.contentType ?? 'application/x-www-form-urlencoded')
  const request = new Request(`${SITE}/${lang}/contact`, { method: 'POST', headers, body })
  const result = await clientInfo.run({ ip: options.ip ?? nextIp() }, () => handleLeadFormAction({ request, params: { lang } }))
  return { status: result.init?.status, data: result.data as Answer['data'] }
}

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** The route action behind the lead forms without JavaScript, on the embedded database. */
describe('lead form action (no JavaScript)', () => {
  let dataDir = ''
  const rowsFor = async (email: string) => (await getDatabase()).db.select().from(leads).where(eq(leads.email, email))

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-form-action-'))
    for (const name of ['DATABASE_URL', 'SMTP_HOST', 'LEADS_INBOX']) delete process.env[name]
    Object.assign(process.env, { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) })
    resetEnvForTests()
  })

  afterAll(async () => {
    await closeDatabase()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('stores a valid post, with the textarea line ends as LF', async () => {
    const answer = await submit(encode(contact('valid', { message: 'First line\r\nSecond line' })))
    expect(answer).toEqual({ status: 200, data: { intent: 'form', state: 'sent' } })
    const [row] = await rowsFor('ada.valid@example.com')
    expect(row).toMatchObject({ nameSurname: 'Ada Lovelace valid', message: 'First line\nSecond line', language: 'en' })
  })

  it('answers a NUL with the translated message at the field, not a 503', async () => {
    const body = encode(contact('nul', { name: 'a\u0000b' }))
    expect(body).toContain('name=a%00b')
    const english = await submit(body)
    expect(english.status).toBe(400)
    expect(english.data.state).toBe('invalid')
    expect(english.data.errors).toEqual({ NameSurname: 'Please remove the invalid or invisible characters from this field' })
    expect(english.data.values?.NameSurname).toBe('a\u0000b')
    const turkish = await submit(encode(contact('nul-tr', { company: 'ACME\u0000' })), { lang: 'tr' })
    expect(turkish.data.errors).toEqual({ Company: 'Lütfen bu alandaki geçersiz veya görünmez karakterleri kaldırın' })
    const german = await submit(encode({ intent: 'email', email: 'a\u0000@example.com' }), { lang: 'de' })
    expect(german.data).toMatchObject({ intent: 'email', state: 'invalid', errors: { Email: 'Bitte entfernen Sie die ungültigen oder unsichtbaren Zeichen aus diesem Feld' } })
    expect(await rowsFor('ada.nul@example.com')).toHaveLength(0)
    expect(await rowsFor('ada.nul-tr@example.com')).toHaveLength(0)
  })

  it('accepts a UTF-8 form only (415 for any other charset)', async () => {
    for (const contentType of ['application/x-www-form-urlencoded; charset=utf-7', 'application/x-www-form-urlencoded; charset=ISO-8859-1']) {
      const answer = await submit(encode(contact('charset-other')), { contentType })
      expect(answer.status, contentType).toBe(415)
    }
    expect(await rowsFor('ada.charset-other@example.com')).toHaveLength(0)
    const utf8 = await submit(encode(contact('charset-utf8')), { contentType: 'application/x-www-form-urlencoded; charset=UTF-8' })
    expect(utf8.status).toBe(200)
    expect(await rowsFor('ada.charset-utf8@example.com')).toHaveLength(1)
  })

  it('drops a post with any value in the honeypot: a second value, a file', async () => {
    const twice = await submit(`${encode(contact('bot-twice'))}&Website=http%3A%2F%2Fspam.example`)
    expect(twice).toEqual({ status: 200, data: { intent: 'form', state: 'sent' } })
    expect(await rowsFor('ada.bot-twice@example.com')).toHaveLength(0)

    const multipart = new FormData()
    for (const [name, value] of Object.entries(contact('bot-file'))) if (name !== 'Website') multipart.append(name, value)
    multipart.append('Website', new Blob(['x']), 'spam.txt')
    expect((await submit(multipart)).data.state).toBe('sent')
    expect(await rowsFor('ada.bot-file@example.com')).toHaveLength(0)

    // The empty field every browser sends is not a bot.
    expect((await submit(encode(contact('person')))).data.state).toBe('sent')
    expect(await rowsFor('ada.person@example.com')).toHaveLength(1)
  })

  it('counts only accepted posts against the limit', async () => {
    const ip = nextIp()
    for (let i = 0; i < RATE_LIMIT * 2; i++) expect((await submit(encode(contact(`typo-${i}`, { email: 'typo' })), { ip })).status).toBe(400)
    for (let i = 0; i < RATE_LIMIT; i++) expect((await submit(encode(contact(`counted-${i}`)), { ip })).status).toBe(200)
    const limited = await submit(encode(contact('counted-over')), { ip })
    expect(limited).toEqual({ status: 429, data: { intent: 'form', state: 'rate-limited' } })
    expect(await rowsFor('ada.counted-over@example.com')).toHaveLength(0)
  })

  it('caps all posts of a client per minute against floods', async () => {
    const ip = nextIp()
    for (let i = 0; i < 60; i++) expect((await submit(encode(contact(`flood-${i}`, { email: 'flood' })), { ip })).status, `post ${i}`).toBe(400)
    expect((await submit(encode(contact('flood-valid')), { ip })).status).toBe(429)
    expect(await rowsFor('ada.flood-valid@example.com')).toHaveLength(0)
  })
})
