import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '@db/schema'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import { loader as languageLayoutLoader } from '~/routes/language-layout'
import type { LeadResult } from '~/features/leads/lead-form'
import { handleLeadFormAction } from '~/features/leads/lead-form-action.server'
import { LEAD_FLASH_COOKIE } from '~/features/leads/lead-flash.server'
import { resetEnvForTests } from '~/lib/env.server'
import { layoutHeaders, PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders } from '~/lib/http-cache'
import { closeDatabase, getDatabase } from '~/lib/server/database.server'

const RATE_LIMIT = 3
const SITE = 'http://site.test'

let ipCounter = 0
/** Each test posts from its own address, so the per-IP limits only bite where they are tested. */
const nextIp = () => `198.51.100.${++ipCounter}`

const contact = (tag: string, overrides: Record<string, string> = {}) => ({
  intent: 'form',
  returnTo: '/en/contact',
  name: `Ada Lovelace ${tag}`,
  email: `ada.${tag}@example.com`,
  number: '+90 (532) 123 45 67',
  company: 'Analytical Engines',
  message: `Hello from ${tag}`,
  Website: '',
  ...overrides,
})

type PostOptions = { ip?: string; contentType?: string; lang?: string; origin?: string; site?: string }
type Posted = { status: number; location: string | null; setCookie: string; retryAfter: string | null; cacheControl: string | null }

/** The no-JavaScript form post, as the lead route's action gets it from React Router. */
async function post(body: string | FormData, options: PostOptions = {}): Promise<Posted> {
  const lang = options.lang ?? 'en'
  const site = options.site ?? SITE
  const headers = new Headers({ origin: options.origin ?? site })
  if (typeof body === 'string') headers.set('content-type', options.contentType ?? 'application/x-www-form-urlencoded')
  const request = new Request(`${site}/${lang}/leads`, { method: 'POST', headers, body })
  const response = await handleLeadFormAction({ request, params: { lang }, context: { clientIp: options.ip ?? nextIp() } })
  return {
    status: response.status,
    location: response.headers.get('Location'),
    setCookie: response.headers.get('Set-Cookie') ?? '',
    retryAfter: response.headers.get('Retry-After'),
    cacheControl: response.headers.get('Cache-Control'),
  }
}

/** The language layout route's loader, as React Router calls it for every page. */
const loadLanguageLayout = (request: Request, lang: string | undefined) =>
  languageLayoutLoader({ request, params: { lang }, context: {} } as unknown as Parameters<typeof languageLayoutLoader>[0])

/** The `name=value` part of a Set-Cookie header: what the browser sends back. */
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!

/** What the browser does after the 303: it loads the page, whose language layout reads the flash. */
async function land(posted: Posted, site = SITE) {
  const url = new URL(posted.location ?? '/', site)
  const lang = url.pathname.split('/')[1]
  const request = new Request(url, { headers: { Cookie: cookiePair(posted.setCookie) } })
  const answer = await loadLanguageLayout(request, lang)
  return { result: answer.data.leadResult, headers: new Headers(answer.init?.headers) }
}

/** Post, then land: the redirect's target and the outcome the page's form shows. */
async function submit(body: string | FormData, options: PostOptions = {}): Promise<{ status: number; location: string | null; result: LeadResult | null }> {
  const posted = await post(body, options)
  return { status: posted.status, location: posted.location, result: (await land(posted)).result }
}

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** The lead route behind both forms without JavaScript (Post/Redirect/Get), on the embedded database. */
describe('lead route (no JavaScript)', () => {
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

  it('stores a valid post and redirects (303) to the form with the outcome in a flash cookie', async () => {
    const posted = await post(encode(contact('valid', { message: 'First line\r\nSecond line' })))
    expect(posted.status).toBe(303)
    expect(posted.location).toBe('/en/contact#contact-form')
    expect(posted.cacheControl).toBe('no-store')
    const attributes = posted.setCookie.split(';').map((part) => part.trim().toLowerCase())
    expect(attributes[0]).toMatch(new RegExp(`^${LEAD_FLASH_COOKIE}=.+`))
    expect(attributes).toEqual(expect.arrayContaining(['max-age=60', 'path=/', 'httponly', 'samesite=lax']))
    expect(attributes).not.toContain('secure')
    const [row] = await rowsFor('ada.valid@example.com')
    expect(row).toMatchObject({ nameSurname: 'Ada Lovelace valid', message: 'First line\nSecond line', language: 'en', pageUrl: `${SITE}/en/contact` })

    // The page reads the outcome once, clears the cookie and is private for that one answer.
    const landing = await land(posted)
    expect(landing.result).toEqual({ intent: 'form', state: 'sent' })
    expect(landing.headers.get('Cache-Control')).toBe('private, no-store')
    const clear = landing.headers.get('Set-Cookie') ?? ''
    expect(clear).toMatch(new RegExp(`^${LEAD_FLASH_COOKIE}=;`))
    expect(clear).toMatch(/Max-Age=0/)
    // The browser drops the cookie: the next visit is the plain, shareable page again.
    const next = await loadLanguageLayout(new Request(`${SITE}/en/contact`), 'en')
    expect(next.data.leadResult).toBeNull()
    expect(new Headers(next.init?.headers).get('Cache-Control')).toBeNull()
  })

  it('stores the purpose of a sign-up form and the application box with the lead; an unknown purpose is refused', async () => {
    const digest = await submit(encode({ intent: 'email', email: 'nojs.digest@example.com', purpose: 'digest', returnTo: '/tr/blog/single/v1' }), { lang: 'tr' })
    expect(digest.result).toEqual({ intent: 'email', state: 'sent' })
    expect((await rowsFor('nojs.digest@example.com'))[0]).toMatchObject({ consentPurpose: 'digest', consentText: translatorFor('tr')('leads.privacy.signup.digest') })
    const unknown = await submit(encode({ intent: 'email', email: 'nojs.unknown@example.com', purpose: 'everything', returnTo: '/de/coming-soon' }), { lang: 'de' })
    expect(unknown.result).toMatchObject({ intent: 'email', state: 'invalid' })
    expect(await rowsFor('nojs.unknown@example.com')).toHaveLength(0)
    const application = await submit(encode({ ...contact('pool'), intent: 'application', talentPool: 'yes', returnTo: '/de/career/single' }), { lang: 'de' })
    expect(application.result).toEqual({ intent: 'application', state: 'sent' })
    expect((await rowsFor(contact('pool').email))[0]).toMatchObject({ kind: 'application', consentPurpose: 'talentPool', consentText: translatorFor('de')('leads.application.talentPool') })
  })

  it('makes the page private only while it shows an outcome (as React Router merges the headers)', async () => {
    const page = (loaderHeaders: Headers) =>
      publicPageHeaders({
        parentHeaders: layoutHeaders({ parentHeaders: new Headers(), loaderHeaders, actionHeaders: new Headers(), errorHeaders: undefined }),
        loaderHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }).get('Cache-Control')
    const landing = await land(await post(encode({ intent: 'email', email: 'nobody', returnTo: '/en' })))
    expect(page(landing.headers)).toBe('private, no-store')
    const plain = await loadLanguageLayout(new Request(`${SITE}/en`), 'en')
    expect(page(new Headers(plain.init?.headers))).toBe(PUBLIC_PAGE_CACHE_CONTROL)
  })

  it('sets the cookie Secure when the request came over https', async () => {
    const posted = await post(encode(contact('https')), { site: 'https://site.test' })
    expect(posted.setCookie.split(';').map((part) => part.trim())).toContain('Secure')
    expect((await land(posted, 'https://site.test')).headers.get('Set-Cookie')).toMatch(/; Secure/)
  })

  it('ignores (and clears) a flash it did not sign', async () => {
    const posted = await post(encode(contact('forged-flash', { email: 'nope' })))
    const [pair = ''] = posted.setCookie.split(';')
    const tampered = `${pair.slice(0, -3)}${pair.endsWith('AAA') ? 'BBB' : 'AAA'}`
    for (const cookie of [tampered, `${LEAD_FLASH_COOKIE}=${Buffer.from('{"intent":"form","state":"sent"}').toString('base64')}`, `${LEAD_FLASH_COOKIE}=%`]) {
      const answer = await loadLanguageLayout(new Request(`${SITE}/en/contact`, { headers: { Cookie: cookie } }), 'en')
      expect(answer.data.leadResult, cookie).toBeNull()
      const headers = new Headers(answer.init?.headers)
      expect(headers.get('Set-Cookie')).toMatch(/Max-Age=0/)
      expect(headers.get('Cache-Control')).toBe('private, no-store')
    }
  })

  it('only goes back to a path of this site: anything else lands on the language home', async () => {
    for (const returnTo of ['//evil.example', 'https://evil.example', '/\\evil', '/\\/evil.example', '/\t/evil.example', '/..//evil.example', 'evil']) {
      const posted = await post(encode(contact(`redirect-${ipCounter}`, { returnTo })), { lang: 'de' })
      expect(posted.status).toBe(303)
      expect(posted.location, JSON.stringify(returnTo)).toBe('/de#contact-form')
    }
    const missing = await post(encode({ intent: 'email', email: 'someone@example.com' }), { lang: 'tr' })
    expect(missing.location).toBe('/tr#email-signup')
    const kept = await post(encode({ intent: 'email', email: 'x', returnTo: '/en/shop/grid?page=2#elsewhere' }))
    expect(kept.location).toBe('/en/shop/grid?page=2#email-signup')
  })

  it('answers a NUL with the message key at the field and the values for correction, not a failure', async () => {
    const body = encode(contact('nul', { name: 'a\u0000b' }))
    expect(body).toContain('name=a%00b')
    const english = await submit(body)
    expect(english.location).toBe('/en/contact#contact-form')
    expect(english.result).toMatchObject({ intent: 'form', state: 'invalid', errors: { NameSurname: 'leads.errors.characters' } })
    expect(english.result?.values?.NameSurname).toBe('a\u0000b')
    expect(english.result?.values?.Message).toBe('Hello from nul')
    // The form translates the key in the page language.
    expect(translatorFor('tr')('leads.errors.characters')).toBe('Lütfen bu alandaki geçersiz veya görünmez karakterleri kaldırın')
    const german = await submit(encode({ intent: 'email', email: 'a\u0000@example.com', returnTo: '/de' }), { lang: 'de' })
    expect(german.location).toBe('/de#email-signup')
    expect(german.result).toEqual({ intent: 'email', state: 'invalid', errors: { Email: 'leads.errors.characters' }, values: { Email: 'a\u0000@example.com' } })
    expect(translatorFor('de')('leads.errors.characters')).toBe('Bitte entfernen Sie die ungültigen oder unsichtbaren Zeichen aus diesem Feld')
    expect(await rowsFor('ada.nul@example.com')).toHaveLength(0)
  })

  it('keeps the flash under 4,000 bytes: long values lose the message text first', async () => {
    const long = contact('long', { email: 'not-an-address', message: '€ğİ'.repeat(1300), company: 'Ç'.repeat(150) })
    const posted = await post(encode(long))
    expect(posted.setCookie.length).toBeLessThan(4000)
    const { result } = await land(posted)
    expect(result).toMatchObject({ intent: 'form', state: 'invalid', errors: { Email: 'leads.errors.emailFormat' } })
    expect(result?.values).toEqual({ NameSurname: 'Ada Lovelace long', Email: 'not-an-address', Phone: '+90 (532) 123 45 67', Company: 'Ç'.repeat(150) })

    // Values that do not fit even without the message are all dropped; the outcome itself arrives.
    const huge = await post(encode(contact('huge', { name: '\u0001'.repeat(700) })))
    expect(huge.setCookie.length).toBeLessThan(4000)
    const { result: bare } = await land(huge)
    expect(bare).toMatchObject({ intent: 'form', state: 'invalid', errors: { NameSurname: 'leads.errors.characters' } })
    expect(bare?.values).toBeUndefined()
  })

  it('accepts a UTF-8 form only (any other charset is refused)', async () => {
    for (const contentType of ['application/x-www-form-urlencoded; charset=utf-7', 'application/x-www-form-urlencoded; charset=ISO-8859-1']) {
      const answer = await submit(encode(contact('charset-other')), { contentType })
      expect(answer.status, contentType).toBe(303)
      expect(answer.result, contentType).toEqual({ intent: 'form', state: 'invalid' })
    }
    expect(await rowsFor('ada.charset-other@example.com')).toHaveLength(0)
    const utf8 = await submit(encode(contact('charset-utf8')), { contentType: 'application/x-www-form-urlencoded; charset=UTF-8' })
    expect(utf8.result).toEqual({ intent: 'form', state: 'sent' })
    expect(await rowsFor('ada.charset-utf8@example.com')).toHaveLength(1)
  })

  it('refuses a post from another site, giving nothing it sent back to the form', async () => {
    const forged = await submit(encode(contact('forged')), { origin: 'https://evil.example' })
    expect(forged).toEqual({ status: 303, location: '/en/contact#contact-form', result: { intent: 'form', state: 'forbidden' } })
    expect(await rowsFor('ada.forged@example.com')).toHaveLength(0)
  })

  it('drops a post with any value in the honeypot: a second value, a file', async () => {
    const twice = await submit(`${encode(contact('bot-twice'))}&Website=http%3A%2F%2Fspam.example`)
    expect(twice.result).toEqual({ intent: 'form', state: 'sent' })
    expect(await rowsFor('ada.bot-twice@example.com')).toHaveLength(0)

    const multipart = new FormData()
    for (const [name, value] of Object.entries(contact('bot-file'))) if (name !== 'Website') multipart.append(name, value)
    multipart.append('Website', new Blob(['x']), 'spam.txt')
    expect((await submit(multipart)).result?.state).toBe('sent')
    expect(await rowsFor('ada.bot-file@example.com')).toHaveLength(0)

    // The empty field every browser sends is not a bot.
    expect((await submit(encode(contact('person')))).result?.state).toBe('sent')
    expect(await rowsFor('ada.person@example.com')).toHaveLength(1)
  })

  it('counts only accepted posts against the limit', async () => {
    const ip = nextIp()
    for (let i = 0; i < RATE_LIMIT * 2; i++) expect((await submit(encode(contact(`typo-${i}`, { email: 'typo' })), { ip })).result?.state).toBe('invalid')
    for (let i = 0; i < RATE_LIMIT; i++) expect((await submit(encode(contact(`counted-${i}`)), { ip })).result?.state).toBe('sent')
    const limited = await post(encode(contact('counted-over')), { ip })
    expect(limited.status).toBe(303)
    expect(Number(limited.retryAfter)).toBeGreaterThan(0)
    // The visitor's text comes back, to send again a minute later.
    expect((await land(limited)).result).toMatchObject({ intent: 'form', state: 'rate-limited', values: { Email: 'ada.counted-over@example.com' } })
    expect(await rowsFor('ada.counted-over@example.com')).toHaveLength(0)
  })

  it('caps all posts of a client per minute against floods', async () => {
    const ip = nextIp()
    for (let i = 0; i < 60; i++) expect((await post(encode(contact(`flood-${i}`, { email: 'flood' })), { ip })).status, `post ${i}`).toBe(303)
    expect((await submit(encode(contact('flood-valid')), { ip })).result?.state).toBe('rate-limited')
    expect(await rowsFor('ada.flood-valid@example.com')).toHaveLength(0)
  })
})
