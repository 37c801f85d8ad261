import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, like } from 'drizzle-orm'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@db/client.server'
import { leads } from '@db/schema'
import { mountLeadCapture } from '~/features/leads/lead-http.server'
import { resetEnvForTests } from '~/lib/env.server'
import { getDatabase } from '~/lib/server/database.server'
import { runShutdownHooks } from '~/lib/server/lifecycle.server'
import { mountAntiForgery, mountApiNotFound, watchDatabase } from '../../server/site-wide'
import { startTestPostgres, type TestPostgres } from './helpers/postgres'
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink'

const EMAIL_PATH = '/api/v1/Site/ContactEmail/Create'
const FORM_PATH = '/api/v1/Site/ContactForm/Create'
const ADMIN_TOKEN = 'test-admin-token'
const RATE_LIMIT = 5

let ipCounter = 0
/** Each test posts from its own address, so the per-IP limit only bites where it is tested. */
const nextIp = () => `203.0.113.${++ipCounter}`

const validForm = (tag: string) => ({
  NameSurname: `  Ada Lovelace ${tag} `,
  Email: `ada.${tag}@example.com`,
  Phone: '+90 (532) 123 45 67',
  Company: 'Analytical Engines',
  Message: `Hello from ${tag}\nSecond line`,
})

/**
 * The lead API end to end over HTTP (Express + the real database layer), run once against
 * embedded PGlite and once against a PostgreSQL server started for the test.
 */
export function leadApiSuite(engine: 'pglite' | 'postgres') {
  let server: Server
  let base = ''
  let database: Database
  let dataDir = ''
  let postgres: TestPostgres | undefined
  let sink: SmtpSink | undefined

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `leads-${engine}-`))
    process.env.DATA_DIR = dataDir
    if (engine === 'postgres') {
      postgres = await startTestPostgres()
      process.env.DATABASE_URL = postgres.url
    } else {
      delete process.env.DATABASE_URL
      // With PGlite the mail queue is on too: leads must end up in the (local) inbox.
      sink = await startSmtpSink({ failFirst: 1 })
      Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), LEADS_INBOX: 'sales@example.com', SMTP_FROM: 'site@example.com', LEADS_MAIL_RETRY_SECONDS: '1' })
    }
    Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), ADMIN_TOKEN, TRUST_PROXY: '1' })
    resetEnvForTests()
    const app = express()
    app.set('trust proxy', true)
    watchDatabase()
    mountAntiForgery(app)
    mountLeadCapture(app)
    mountApiNotFound(app)
    app.get('/en/cached', (_req, res) => void res.set('Cache-Control', 'public, max-age=60, s-maxage=300').send('page'))
    app.get('/en/private', (_req, res) => void res.set('Cache-Control', 'private, no-store').send('page'))
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve())
    })
    const address = server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    database = await getDatabase()
  })

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await runShutdownHooks()
    postgres?.stop()
    await sink?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  async function xsrfToken(): Promise<string> {
    const response = await fetch(`${base}/api/v1/xsrf-token`)
    expect(response.status).toBe(204)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/SameSite=Lax/)
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1]
    expect(token).toBeTruthy()
    return token!
  }

  type PostOptions = { ip?: string; token?: string | null; headerToken?: string | null; headers?: Record<string, string>; raw?: string | Uint8Array<ArrayBuffer>; contentType?: string }
  async function post(pathName: string, body: unknown, options: PostOptions = {}) {
    const token = options.token === undefined ? await xsrfToken() : options.token
    const headers: Record<string, string> = {
      'content-type': options.contentType ?? 'application/json',
      'x-forwarded-for': options.ip ?? nextIp(),
      'user-agent': 'lead-api-test/1.0',
      ...options.headers,
    }
    if (token) headers.cookie = `other=1; XSRF-TOKEN=${token}`
    const headerToken = options.headerToken === undefined ? token : options.headerToken
    if (headerToken) headers['x-xsrf-token'] = headerToken
    const response = await fetch(`${base}${pathName}`, { method: 'POST', headers, body: options.raw ?? JSON.stringify(body) })
    const text = await response.text()
    return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : null }
  }

  const rowsFor = (email: string) => database.db.select().from(leads).where(eq(leads.email, email))
  const admin = (query = '', token = ADMIN_TOKEN) =>
    fetch(`${base}/api/v1/admin/leads${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })

  describe(`lead API on ${engine}`, () => {
    it('stores a valid e-mail sign-up with language, page, truncated IP and user agent', async () => {
      const result = await post(EMAIL_PATH, { Purpose: 'demo', Email: '  first.signup@example.com ' }, {
        ip: '198.51.100.77',
        headers: { referer: 'http://site.test/en', 'accept-language': 'de' },
      })
      expect(result.status).toBe(201)
      expect(result.json).toEqual({ status: 'received' })
      expect(result.headers.get('cache-control')).toBe('no-store')
      const rows = await rowsFor('first.signup@example.com')
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        kind: 'email',
        email: 'first.signup@example.com',
        nameSurname: null,
        language: 'en',
        pageUrl: 'http://site.test/en',
        ipPrefix: '198.51.100.0',
        userAgent: 'lead-api-test/1.0',
        deliveryStatus: engine === 'pglite' ? 'pending' : 'stored',
        // The hero's consent (a demo date), as the hero shows it.
        consentPurpose: 'demo',
        consentText:
          'By signing up you agree that we e-mail you a short introduction and a proposed demo date; you confirm with the link we e-mail you. We use your address only for this, and you can withdraw your consent at any time.',
      })
      expect(Date.now() - rows[0]!.createdAt.getTime()).toBeLessThan(60_000)
    })

    it('refuses a sign-up without a purpose with 400 and stores nothing (it was stored with the hero\'s notice, which the visitor never saw)', async () => {
      const email = `no.purpose.${engine}@example.com`
      const refused = await post(EMAIL_PATH, { Email: email, Language: 'en' })
      expect(refused.status).toBe(400)
      expect(refused.json?.errors).toEqual({ Purpose: 'This form was not recognised. Please reload the page and try again' })
      expect(await rowsFor(email)).toHaveLength(0)
    })

    it('stores which consent a sign-up gave: its purpose and the notice in the page language; an unknown purpose is a translated 400', async () => {
      const notices = {
        portal: ['de', 'Mit der Anmeldung willigen Sie ein, dass wir Sie einmalig per E-Mail über den Start des Portals informieren. Ihre Anmeldung bestätigen Sie über den Link in unserer E-Mail. Für etwas anderes verwenden wir Ihre Adresse nicht.'],
        digest: ['tr', 'Kaydolarak, yeni makalelerimizi içeren özet e-postamızı (ayda yaklaşık bir kez) almayı kabul edersiniz; kaydınızı e-postayla gönderdiğimiz bağlantıyla onaylarsınız. Her e-postadaki bağlantıyla aboneliğinizi istediğiniz zaman sonlandırabilirsiniz.'],
        news: ['en', 'By signing up you agree to receive news, tips and release notes about our products by e-mail; you confirm with the link we e-mail you. You can unsubscribe at any time with the link in every message.'],
        demo: ['tr', 'Kaydolarak, size e-postayla kısa bir tanıtım ve bir demo tarihi önerisi göndermemizi kabul edersiniz; kaydınızı e-postayla gönderdiğimiz bağlantıyla onaylarsınız. Adresinizi yalnızca bunun için kullanırız; onayınızı dilediğiniz zaman geri alabilirsiniz.'],
      } as const
      for (const [purpose, [language, text]] of Object.entries(notices)) {
        const email = `consent.${purpose}.${engine}@example.com`
        const result = await post(EMAIL_PATH, { Email: email, Purpose: purpose, Language: language })
        expect(result.status, purpose).toBe(201)
        const rows = await rowsFor(email)
        expect(rows, purpose).toHaveLength(1)
        expect(rows[0], purpose).toMatchObject({ kind: 'email', language, consentPurpose: purpose, consentText: text })
      }
      // The same address for another purpose is another consent, not a repeat of the first.
      const twice = `consent.twice.${engine}@example.com`
      expect((await post(EMAIL_PATH, { Email: twice, Purpose: 'digest' })).status).toBe(201)
      expect((await post(EMAIL_PATH, { Email: twice, Purpose: 'portal' })).status).toBe(201)
      expect((await rowsFor(twice)).map((row) => row.consentPurpose).sort()).toEqual(['digest', 'portal'])
      const listed = (await (await admin('?kind=email')).json()) as { items: { email: string; consentPurpose: string; consentText: string }[] }
      expect(listed.items.find((item) => item.email === `consent.portal.${engine}@example.com`)).toMatchObject({ consentPurpose: 'portal', consentText: notices.portal[1] })

      for (const Purpose of ['newsletter', '', 42, null, ['demo']]) {
        const email = `consent.unknown.${engine}@example.com`
        const refused = await post(EMAIL_PATH, { Email: email, Purpose, Language: 'de' })
        expect(refused.status, String(Purpose)).toBe(400)
        expect(refused.json?.errors, String(Purpose)).toEqual({ Purpose: 'Dieses Formular wurde nicht erkannt. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal' })
        expect(await rowsFor(email)).toHaveLength(0)
      }
    })

    it('stores the optional consent of an application to be kept for future positions only when it was given', async () => {
      const box = 'Başvurumun, ileride açılacak uygun pozisyonlar için değerlendirilmek üzere iki yıl saklanmasına açık rıza veriyorum (isteğe bağlı). Bu rızamı dilediğim zaman geri alabilirim.'
      const kept = validForm(`pool.yes.${engine}`)
      expect((await post('/api/v1/Site/Application/Create', { ...kept, TalentPool: true, Language: 'tr' })).status).toBe(201)
      expect((await rowsFor(kept.Email))[0]).toMatchObject({ kind: 'application', consentPurpose: 'talentPool', consentText: box })
      const notKept = validForm(`pool.no.${engine}`)
      expect((await post('/api/v1/Site/Application/Create', { ...notKept, Language: 'tr' })).status).toBe(201)
      expect((await rowsFor(notKept.Email))[0]).toMatchObject({ kind: 'application', consentPurpose: null, consentText: null })
      // A partner request has no such box: the field is not read.
      const partner = validForm(`pool.partner.${engine}`)
      expect((await post('/api/v1/Site/Partner/Create', { ...partner, TalentPool: true })).status).toBe(201)
      expect((await rowsFor(partner.Email))[0]).toMatchObject({ kind: 'partner', consentPurpose: null })
      expect((await post('/api/v1/Site/Application/Create', { ...validForm(`pool.bad.${engine}`), TalentPool: 'maybe' })).status).toBe(400)
    })

    it('stores every field of a valid contact form, trimmed', async () => {
      const form = validForm('fields')
      const result = await post(FORM_PATH, form, { headers: { referer: 'http://site.test/de/contact' } })
      expect(result.status).toBe(201)
      const [row] = await rowsFor(form.Email)
      expect(row).toMatchObject({
        kind: 'form',
        nameSurname: 'Ada Lovelace fields',
        phone: '+90 (532) 123 45 67',
        company: 'Analytical Engines',
        message: 'Hello from fields\nSecond line',
        language: 'de',
        pageUrl: 'http://site.test/de/contact',
      })
    })

    it('stores a job application and a partner request under their own kinds, with the same checks', async () => {
      for (const [path, kind] of [['/api/v1/Site/Application/Create', 'application'], ['/api/v1/Site/Partner/Create', 'partner']] as const) {
        const form = validForm(kind)
        expect((await post(path, { ...form, Company: '' })).status).toBe(400)
        const result = await post(path, form, { headers: { referer: 'http://site.test/en/partner' } })
        expect(result.status).toBe(201)
        const rows = await rowsFor(form.Email)
        expect(rows).toHaveLength(1)
        expect(rows[0]).toMatchObject({ kind, company: 'Analytical Engines' })
        const listed = (await (await admin(`?kind=${kind}`)).json()) as { items: { email: string; kind: string }[] }
        expect(listed.items.find((item) => item.email === form.Email)).toMatchObject({ kind })
      }
    })

    it('answers 400 with every failing field in the page language and stores nothing', async () => {
      const before = await database.db.$count(leads)
      const empty = await post(FORM_PATH, { NameSurname: ' ', Email: '', Phone: '', Company: '', Message: '' }, { headers: { referer: 'http://site.test/tr/contact' } })
      expect(empty.status).toBe(400)
      expect(empty.json?.errors).toEqual({
        NameSurname: 'Lütfen adınızı girin',
        Email: 'Lütfen e-posta adresinizi girin',
        Phone: 'Lütfen telefon numaranızı girin',
        Company: 'Lütfen şirket adınızı girin',
        Message: 'Lütfen mesajınızı girin',
      })
      const english = await post(EMAIL_PATH, { Purpose: 'demo', Email: 'not-an-address' }, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
      expect(english.status).toBe(400)
      expect(english.json?.errors).toEqual({ Email: 'Please enter your email' })
      // An address that is no address has its own message in tr and de (English keeps the SPEC's one text).
      const german = await post(EMAIL_PATH, { Purpose: 'demo', Email: 'a@b', Language: 'de' })
      expect(german.json?.errors).toEqual({ Email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' })
      const turkish = await post(EMAIL_PATH, { Purpose: 'demo', Email: 'abc', Language: 'tr' })
      expect(turkish.json?.errors).toEqual({ Email: 'Lütfen geçerli bir e-posta adresi girin' })
      const germanEmpty = await post(EMAIL_PATH, { Purpose: 'demo', Email: ' ', Language: 'de' })
      expect(germanEmpty.json?.errors).toEqual({ Email: 'Bitte geben Sie Ihre E-Mail-Adresse ein' })

      const cases: Array<[string, unknown]> = [
        ['bad phone', { ...validForm('x'), Phone: 'call me maybe' }],
        ['too long message', { ...validForm('x'), Message: 'x'.repeat(4001) }],
        ['number instead of text', { ...validForm('x'), Company: 42 }],
        ['missing fields', { Email: 'ok@example.com' }],
        ['array', [validForm('x')]],
      ]
      for (const [name, body] of cases) {
        const result = await post(FORM_PATH, body, { headers: { referer: 'http://site.test/en/contact' } })
        expect(result.status, name).toBe(400)
        expect(Object.keys((result.json?.errors as object) ?? {}).length, name).toBeGreaterThan(0)
      }
      for (const raw of ['{"Email": ', 'null', '"text"', '']) {
        const result = await post(EMAIL_PATH, undefined, { raw })
        expect(result.status, raw).toBe(400)
        expect(result.json?.errors).toHaveProperty('Email')
      }
      expect(await database.db.$count(leads)).toBe(before)
    })

    it('refuses non-JSON (415) and oversized bodies (413)', async () => {
      const before = await database.db.$count(leads)
      const text = await post(EMAIL_PATH, undefined, { raw: 'Email=a@example.com', contentType: 'application/x-www-form-urlencoded' })
      expect(text.status).toBe(415)
      const plain = await post(EMAIL_PATH, undefined, { raw: '{"Email":"a@example.com"}', contentType: 'text/plain' })
      expect(plain.status).toBe(415)
      const big = await post(FORM_PATH, { ...validForm('big'), Message: 'x'.repeat(20_000) })
      expect(big.status).toBe(413)
      expect(await database.db.$count(leads)).toBe(before)
    })

    it('refuses control characters with a 400 naming the field, in the page language', async () => {
      const before = await database.db.$count(leads)
      const nul = await post(FORM_PATH, { ...validForm('nul'), NameSurname: 'a\u0000b' }, { headers: { 'accept-language': 'en' } })
      expect(nul.status).toBe(400)
      expect(nul.json?.errors).toEqual({ NameSurname: 'Please remove the invalid or invisible characters from this field' })
      const turkish = await post(FORM_PATH, { ...validForm('bell'), Company: 'ACME\u0007', Message: 'Hi\u001b[31m' }, { headers: { referer: 'http://site.test/tr/contact' } })
      expect(turkish.json?.errors).toEqual({
        Company: 'Lütfen bu alandaki geçersiz veya görünmez karakterleri kaldırın',
        Message: 'Lütfen bu alandaki geçersiz veya görünmez karakterleri kaldırın',
      })
      const german = await post(EMAIL_PATH, { Purpose: 'demo', Email: 'a\u0000@example.com', Language: 'de' })
      expect(german.json?.errors).toEqual({ Email: 'Bitte entfernen Sie die ungültigen oder unsichtbaren Zeichen aus diesem Feld' })
      expect(await database.db.$count(leads)).toBe(before)
    })

    it('stores every valid lead of a crowd in which some carry a NUL', async () => {
      const token = await xsrfToken()
      const bodies = Array.from({ length: 100 }, (_, i) => (i % 10 === 3 ? { ...validForm(`crowd-${i}`), NameSurname: 'a\u0000b' } : validForm(`crowd-${i}`)))
      const results = await Promise.all(bodies.map((body) => post(FORM_PATH, body, { token })))
      results.forEach((result, i) => expect(result.status, `post ${i}`).toBe(i % 10 === 3 ? 400 : 201))
      for (const [i, body] of bodies.entries()) {
        const rows = await rowsFor(body.Email)
        if (i % 10 === 3) expect(rows, `post ${i}`).toHaveLength(0)
        else expect(rows.map((row) => row.nameSurname), `post ${i}`).toEqual([body.NameSurname.trim()])
      }
    })

    it('accepts JSON in UTF-8 only: 415 for any other charset, 400 for bytes that are not UTF-8', async () => {
      // In UTF-7 "+AEA-" is "@": decoded, this body was a different, valid address.
      const utf7 = '{"Email":"seven+AEA-example.com"}'
      for (const contentType of [
        'application/json; charset=utf-7',
        'application/json; charset=UTF-7',
        'application/json;charset="utf-16"',
        'application/json; charset=iso-8859-1',
        'application/json; charset=utf-8; charset=utf-7',
        'application/json; charset=',
      ]) {
        const result = await post(EMAIL_PATH, undefined, { raw: utf7, contentType })
        expect(result.status, contentType).toBe(415)
        expect(result.json?.error, contentType).toBe('unsupported_media_type')
      }
      expect(await rowsFor('seven@example.com')).toHaveLength(0)
      expect(await rowsFor('seven+AEA-example.com')).toHaveLength(0)

      for (const [i, contentType] of ['application/json; charset=UTF-8', 'application/json; charset="utf8"', 'Application/JSON;Charset=Utf-8'].entries()) {
        const result = await post(EMAIL_PATH, { Purpose: 'demo', Email: `charset${i}@example.com` }, { contentType })
        expect(result.status, contentType).toBe(201)
        expect(await rowsFor(`charset${i}@example.com`), contentType).toHaveLength(1)
      }

      // "René" in Latin-1 sent as UTF-8: body-parser stored "Ren\uFFFD".
      const form = validForm('latin1')
      const json = JSON.stringify({ ...form, NameSurname: 'Ren#' })
      const latin1 = Buffer.concat([Buffer.from(json.slice(0, json.indexOf('#'))), Buffer.from([0xe9]), Buffer.from(json.slice(json.indexOf('#') + 1))])
      const broken = await post(FORM_PATH, undefined, { raw: latin1 })
      expect(broken.status).toBe(400)
      expect(await rowsFor(form.Email)).toHaveLength(0)
    })

    it('answers 403 without a matching anti-forgery header and cookie', async () => {
      const body = { Email: 'forged@example.com', Purpose: 'demo' }
      expect((await post(EMAIL_PATH, body, { token: null })).status).toBe(403)
      expect((await post(EMAIL_PATH, body, { headerToken: null })).status).toBe(403)
      const token = await xsrfToken()
      expect((await post(EMAIL_PATH, body, { token, headerToken: (await xsrfToken()) })).status).toBe(403)
      expect((await post(EMAIL_PATH, body, { token: 'short', headerToken: 'short' })).status).toBe(403)
      expect(await rowsFor('forged@example.com')).toHaveLength(0)
    })

    it('limits posts per client and minute with 429 and Retry-After', async () => {
      const ip = nextIp()
      for (let i = 0; i < RATE_LIMIT; i++) {
        expect((await post(EMAIL_PATH, { Purpose: 'demo', Email: `limited${i}@example.com` }, { ip })).status).toBe(201)
      }
      const limited = await post(EMAIL_PATH, { Purpose: 'demo', Email: 'limited-over@example.com' }, { ip })
      expect(limited.status).toBe(429)
      const retryAfter = Number(limited.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(await rowsFor('limited-over@example.com')).toHaveLength(0)
      // Another client is not affected.
      expect((await post(EMAIL_PATH, { Purpose: 'demo', Email: 'limited-other@example.com' })).status).toBe(201)
    })

    it('counts only accepted posts against the limit', async () => {
      const ip = nextIp()
      const token = await xsrfToken()
      for (let i = 0; i < RATE_LIMIT * 2; i++) expect((await post(EMAIL_PATH, { Purpose: 'demo', Email: 'not-an-address' }, { ip, token })).status).toBe(400)
      expect((await post(EMAIL_PATH, undefined, { ip, token, raw: '{"Email": ' })).status).toBe(400)
      expect((await post(EMAIL_PATH, undefined, { ip, token, raw: 'Email=a@example.com', contentType: 'text/plain' })).status).toBe(415)
      for (let i = 0; i < RATE_LIMIT; i++) {
        expect((await post(EMAIL_PATH, { Purpose: 'demo', Email: `accepted${i}@example.com` }, { ip, token })).status).toBe(201)
      }
      expect((await post(EMAIL_PATH, { Purpose: 'demo', Email: 'accepted-over@example.com' }, { ip, token })).status).toBe(429)
      expect(await rowsFor('accepted-over@example.com')).toHaveLength(0)
    })

    it('never accepts more than the limit, even from parallel posts', async () => {
      const ip = nextIp()
      const token = await xsrfToken()
      const results = await Promise.all(Array.from({ length: RATE_LIMIT + 7 }, (_, i) => post(EMAIL_PATH, { Purpose: 'demo', Email: `parallel${i}@example.com` }, { ip, token })))
      const statuses = results.map((result) => result.status)
      expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMIT)
      expect(statuses.filter((status) => status === 429)).toHaveLength(7)
      expect(await database.db.$count(leads, like(leads.email, 'parallel%'))).toBe(RATE_LIMIT)
    })

    it('caps all posts of a client per minute, refused ones too, against floods', async () => {
      const ip = nextIp()
      const token = await xsrfToken()
      const cap = Math.max(60, RATE_LIMIT * 10)
      for (let i = 0; i < cap; i++) expect((await post(EMAIL_PATH, { Purpose: 'demo', Email: `flood-${i}` }, { ip, token })).status, `post ${i}`).toBe(400)
      const flooded = await post(EMAIL_PATH, { Purpose: 'demo', Email: 'flood@example.com' }, { ip, token })
      expect(flooded.status).toBe(429)
      expect(flooded.json?.error).toBe('too_many_requests')
      expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await rowsFor('flood@example.com')).toHaveLength(0)
      expect((await post(EMAIL_PATH, { Purpose: 'demo', Email: 'flood-other@example.com' }, { token })).status).toBe(201)
    })

    it('drops honeypot posts silently', async () => {
      const result = await post(FORM_PATH, { ...validForm('bot'), Website: 'http://spam.example' })
      expect(result.status).toBe(201)
      expect(result.json).toEqual({ status: 'received' })
      expect(await rowsFor(validForm('bot').Email)).toHaveLength(0)
    })

    it('drops a post with any honeypot value that is not empty, of any type', async () => {
      const filled: unknown[] = [['x'], [''], 1, 0, true, false, { url: 'x' }, ' spam ']
      for (const [i, Website] of filled.entries()) {
        const form = validForm(`bot-${i}`)
        const result = await post(FORM_PATH, { ...form, Website })
        expect(result.status, JSON.stringify(Website)).toBe(201)
        expect(result.json, JSON.stringify(Website)).toEqual({ status: 'received' })
        expect(await rowsFor(form.Email), JSON.stringify(Website)).toHaveLength(0)
      }
      for (const [i, Website] of ['', '  ', null, [], {}].entries()) {
        const form = validForm(`person-${i}`)
        expect((await post(FORM_PATH, { ...form, Website })).status, JSON.stringify(Website)).toBe(201)
        expect(await rowsFor(form.Email), JSON.stringify(Website)).toHaveLength(1)
      }
    })

    it('stores a double submit once, even when both arrive together', async () => {
      const ip = nextIp()
      const form = validForm('twice')
      expect((await post(FORM_PATH, form, { ip })).status).toBe(201)
      expect((await post(FORM_PATH, form, { ip })).status).toBe(201)
      expect(await rowsFor(form.Email)).toHaveLength(1)

      const burst = validForm('burst')
      const token = await xsrfToken()
      const results = await Promise.all([1, 2, 3, 4].map(() => post(FORM_PATH, burst, { ip: '192.0.2.200', token })))
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201])
      expect(await rowsFor(burst.Email)).toHaveLength(1)

      // Different content is a different lead.
      expect((await post(FORM_PATH, { ...form, Message: 'A follow-up' }, { ip })).status).toBe(201)
      expect(await rowsFor(form.Email)).toHaveLength(2)
    })

    it('issues the anti-forgery cookie with private pages only, never into a shared cache', async () => {
      expect((await fetch(`${base}/en/private`)).headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/;/)
      expect((await fetch(`${base}/en/cached`)).headers.get('set-cookie')).toBeNull()
      const token = await xsrfToken()
      // A visitor who has a token keeps it.
      expect((await fetch(`${base}/en/private`, { headers: { cookie: `XSRF-TOKEN=${token}` } })).headers.get('set-cookie')).toBeNull()
    })

    it('answers unknown API paths with a JSON 404', async () => {
      const response = await fetch(`${base}/api/v1/nothing`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'not_found' })
    })

    describe('admin API', () => {
      it('needs the bearer token', async () => {
        expect((await admin('', '')).status).toBe(401)
        expect((await admin('', 'wrong-token')).status).toBe(401)
        expect((await admin('', `${ADMIN_TOKEN}x`)).status).toBe(401)
      })

      it('lists leads newest first, filtered by kind and time, in pages', async () => {
        for (const tag of ['page1', 'page2', 'page3']) expect((await post(FORM_PATH, validForm(tag))).status).toBe(201)
        const all = (await (await admin('?limit=1000')).json()) as { items: Array<Record<string, unknown>>; nextCursor: string | null }
        expect(all.nextCursor).toBeNull()
        const ids = all.items.map((item) => item.id as number)
        expect(ids).toEqual([...ids].sort((a, b) => b - a))
        expect(all.items[0]).toMatchObject({ kind: 'form', email: 'ada.page3@example.com', nameSurname: 'Ada Lovelace page3', language: 'tr' })
        expect(Object.keys(all.items[0]!)).toEqual(
          expect.arrayContaining(['id', 'kind', 'email', 'nameSurname', 'phone', 'company', 'message', 'language', 'createdAt']),
        )

        const forms = (await (await admin('?kind=form&limit=2')).json()) as { items: Array<{ kind: string; id: number }>; nextCursor: string }
        expect(forms.items).toHaveLength(2)
        expect(forms.items.every((item) => item.kind === 'form')).toBe(true)
        expect(forms.nextCursor).toBe(String(forms.items[1]!.id))
        const next = (await (await admin(`?kind=form&limit=2&cursor=${forms.nextCursor}`)).json()) as { items: Array<{ id: number }> }
        expect(next.items[0]!.id).toBeLessThan(forms.items[1]!.id)

        const emails = (await (await admin('?kind=email')).json()) as { items: Array<{ kind: string }> }
        expect(emails.items.length).toBeGreaterThan(0)
        expect(emails.items.every((item) => item.kind === 'email')).toBe(true)

        const future = new Date(Date.now() + 3_600_000).toISOString()
        expect(((await (await admin(`?since=${future}`)).json()) as { items: unknown[] }).items).toHaveLength(0)
        expect(((await (await admin(`?until=2000-01-01T00:00:00Z`)).json()) as { items: unknown[] }).items).toHaveLength(0)
        const recent = (await (await admin(`?limit=1000&since=${new Date(Date.now() - 3_600_000).toISOString()}`)).json()) as { items: unknown[] }
        expect(recent.items.length).toBe(all.items.length)
      })

      it('exports CSV', async () => {
        const response = await admin('?format=csv&kind=form')
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
        const text = await response.text()
        const lines = text.replace(/^\uFEFF/, '').split('\r\n')
        expect(lines[0]).toBe('id,kind,email,nameSurname,phone,company,message,language,pageUrl,createdAt,deliveryStatus,confirmedAt,consentPurpose,consentText')
        // The multi-line message is one quoted cell.
        expect(text).toContain('"Hello from page3\nSecond line"')
      })

      it('answers 400 for bad parameters', async () => {
        for (const query of ['?limit=0', '?limit=1001', '?kind=other', '?since=yesterday', '?cursor=abc', '?format=xml']) {
          expect((await admin(query)).status, query).toBe(400)
        }
      })

      it('answers 400 with a JSON error, never a 5xx, for a cursor or time the database cannot hold', async () => {
        const cases: Array<[string, string]> = [
          ['?cursor=2147483648', 'cursor'],
          ['?cursor=9999999999', 'cursor'],
          ['?cursor=0', 'cursor'],
          ['?until=0000-01-01T00:00Z', 'until'],
          ['?since=0001-01-01', 'since'],
          ['?since=1969-12-31T23:59:59Z', 'since'],
          // Within the year as written, past 9999 once the offset is applied.
          ['?until=9999-12-31T23:59-14:00', 'until'],
          ['?since=2026-13-01', 'since'],
          ['?since=2026-01-01T24:61Z', 'since'],
        ]
        for (const [query, field] of cases) {
          const response = await admin(query)
          expect(response.status, query).toBe(400)
          expect(response.headers.get('content-type'), query).toMatch(/^application\/json/)
          const body = (await response.json()) as { error: string; errors: Record<string, string> }
          expect(body.error, query).toBe('invalid')
          expect(Object.keys(body.errors), query).toEqual([field])
        }
      })

      it('accepts the edges of those ranges', async () => {
        for (const query of ['?cursor=2147483647', '?cursor=1', '?since=1970-01-01T00:00:00Z', '?until=9999-12-31T23:59:59.999Z', '?until=9999-12-31']) {
          const response = await admin(query)
          expect(response.status, query).toBe(200)
          expect(Array.isArray(((await response.json()) as { items: unknown }).items), query).toBe(true)
        }
      })

      it('answers 404 when no ADMIN_TOKEN is configured', async () => {
        delete process.env.ADMIN_TOKEN
        resetEnvForTests()
        try {
          expect((await admin()).status).toBe(404)
        } finally {
          process.env.ADMIN_TOKEN = ADMIN_TOKEN
          resetEnvForTests()
        }
      })
    })

    if (engine === 'pglite') {
      it('mails stored leads to the inbox in the background, retrying a failing server', async () => {
        const form = validForm('mail')
        expect((await post(FORM_PATH, form)).status).toBe(201)
        await expect
          .poll(async () => (await rowsFor(form.Email))[0]?.deliveryStatus, { timeout: 15_000, interval: 200 })
          .toBe('sent')
        const mail = sink!.messages.find((message) => message.data.includes(form.Email))
        expect(mail?.to).toEqual(['<sales@example.com>'])
        expect(mail?.data).toContain('Subject: New contact form message from Ada Lovelace mail')
        // The sink refused the very first message; that lead was retried, not lost.
        await expect
          .poll(async () => (await rowsFor('first.signup@example.com'))[0]?.deliveryStatus, { timeout: 15_000, interval: 200 })
          .toBe('sent')
      }, 40_000)
    }
  })
}
