import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads, type Lead } from '@db/schema'
import { mountLeadCapture } from '~/features/leads/lead-http.server'
import { LEAD_LIMITS } from '~/features/leads/lead-limits'
import { requestLanguage } from '~/features/leads/request-language.server'
import { resetEnvForTests } from '~/lib/env.server'
import { getDatabase } from '~/lib/server/database.server'
import { runShutdownHooks } from '~/lib/server/lifecycle.server'
import { mountAntiForgery, mountApiNotFound, watchDatabase } from '../../server/site-wide'

/**
 * Malformed lead posts against the real API on PGlite: wrong types, encodings and content
 * types, control characters, sizes, nesting, prototype keys, missing anti-forgery. Every post
 * must get a 4xx or a 201, and every 201 must be stored exactly as sent (after trimming).
 * The generator is seeded: a failure names its case, and the same seed makes the same posts.
 */
const SEED = 0x1ead_f022
const CASES = 1200
const PARALLEL = 12

const EMAIL_PATH = '/api/v1/Site/ContactEmail/Create'
const FORM_PATH = '/api/v1/Site/ContactForm/Create'
const TOKEN = 'fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz'
const FIELDS = ['NameSurname', 'Email', 'Phone', 'Company', 'Message'] as const

/** mulberry32: small, fast and the same on every machine. */
function prng(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  const chance = (p: number) => next() < p
  return { next, int, pick, chance }
}
type Rng = ReturnType<typeof prng>

const TEXT_POOLS = [
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ' .,;:!?\'"()[]{}<>/\\|@#$%^&*_+-=~`',
  'İıŞşĞğÜüÖöÇç',
  'ÄäÖöÜüßẞ',
  '漢字かなカナ한국어',
  'مرحبا שלום',
  '\u00A0\u200B\u200D\u2028\u2029\u0085\uFEFF\u00AD',
]
const EMOJI = ['😀', '👩‍💻', '🇹🇷', 'e\u0301', '𝔘', '\u{10FFFD}']
// What the schema must refuse, and what PostgreSQL refused or changed.
const NOT_TEXT = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u000D', '\u001B', '\u001F', '\u007F', '\uFFFE', '\uFFFF', '\uD800', '\uDBFF', '\uDC00', '\uDFFF']
const TRICKY = ["'); drop table leads; --", '=cmd|\' /C calc\'!A0', '-2+3', '%00', '\\u0000', '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '../../etc/passwd', 'null', 'undefined', '__proto__']

function text(rng: Rng, length: number): string {
  let out = ''
  while (out.length < length) out += rng.chance(0.05) ? rng.pick(EMOJI) : rng.pick(rng.pick(TEXT_POOLS).split(''))
  return out
}

function validFields(rng: Rng, index: number) {
  const pad = () => rng.pick(['', '', '', ' ', '  ', '\t', '\n', ' \r\n '])
  const lines = Array.from({ length: 1 + rng.int(4) }, () => text(rng, rng.int(60)))
  return {
    NameSurname: pad() + (rng.chance(0.1) ? 'x'.repeat(LEAD_LIMITS.NameSurname) : `Fuzz ${text(rng, 1 + rng.int(40))}`) + pad(),
    Email: pad() + `${rng.pick(['fuzz', 'Fuzz.Case', 'f+tag', "o'brien"])}${index}@${rng.pick(['example.com', 'Example.COM', 'sub.example.org'])}` + pad(),
    Phone: pad() + rng.pick(['+90 (532) 123 45 67', '0212 555 00 00', '+1-202-555-0143', '+49 30 1234567', '(030) 123.456/78']) + pad(),
    Company: pad() + (rng.chance(0.1) ? 'y'.repeat(LEAD_LIMITS.Company) : text(rng, 1 + rng.int(80))) + pad(),
    Message: pad() + lines.join(rng.pick(['\n', '\r\n', '\r', '\n\t'])) + 'end' + pad(),
  }
}

function randomValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 8 : 11)) {
    case 0:
      return text(rng, rng.int(30)) + rng.pick(NOT_TEXT) + text(rng, rng.int(5))
    case 1:
      return rng.pick(TRICKY)
    case 2:
      return rng.pick(['', ' ', '\t\n', '\u00A0'])
    case 3:
      return text(rng, rng.pick([99, 100, 101, 150, 151, 254, 255, 3999, 4000, 4001, 9000]))
    case 4:
      return rng.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER])
    case 5:
      return rng.pick([true, false, null])
    case 6:
      return text(rng, rng.int(20))
    case 7:
      return rng.pick(EMOJI).repeat(1 + rng.int(3))
    case 8:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1))
    case 9:
      return Object.fromEntries(Array.from({ length: rng.int(4) }, () => [rng.pick([...FIELDS, 'a', '__proto__', 'constructor']), randomValue(rng, depth + 1)]))
    default: {
      // Deep nesting, still well within the size limit.
      const levels = 50 + rng.int(1500)
      return JSON.parse('['.repeat(levels) + ']'.repeat(levels)) as unknown
    }
  }
}

/** Members as written: a key may come twice (the last wins) and `__proto__` is an ordinary key. */
type Members = Array<[string, unknown]>
const serialise = (members: Members) => `{${members.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`

type FuzzCase = {
  index: number
  path: string
  headers: Record<string, string>
  body?: Uint8Array | string | ReadableStream<Uint8Array>
  /** The JSON text the bytes carry, when they are UTF-8 JSON: what a 201 must have stored. */
  json?: string
  steps: string[]
}

const INVALID_UTF8 = [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe9], [0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]]
const PLACEHOLDER = '\uE000'
const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json;charset=UTF8',
  'APPLICATION/JSON',
  'application/json; charset=utf-7',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/json; charset',
  'application/json;;',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/vnd.api+json',
  'application/*',
  '',
]

function makeCase(rng: Rng, index: number): FuzzCase {
  const steps: string[] = []
  const kind = rng.chance(0.5) ? 'email' : 'form'
  const fields = validFields(rng, index)
  // A sign-up carries its form's purpose, as every sign-up form of ours posts it.
  let members: Members = kind === 'email' ? [['Email', fields.Email], ['Purpose', 'demo']] : Object.entries(fields)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${TOKEN}`,
    'x-xsrf-token': TOKEN,
    'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    'user-agent': `fuzz/${index}`,
  }
  let path = kind === 'email' ? EMAIL_PATH : FORM_PATH
  if (rng.chance(0.05)) {
    path = kind === 'email' ? FORM_PATH : EMAIL_PATH
    steps.push('other endpoint')
  }
  if (rng.chance(0.3)) headers['accept-language'] = rng.pick(['en', 'de-DE,de;q=0.9', 'tr', '*', 'xx', 'en;q=abc', 'fr-CA', 'x'.repeat(1200)])
  if (rng.chance(0.3)) headers.referer = rng.pick(['http://site.test/de/contact', 'http://site.test/en', 'http://[::1', 'nonsense', `http://site.test/${'a'.repeat(3000)}`])

  // Mutations of the values.
  const mutations = rng.chance(0.35) ? 0 : 1 + rng.int(3)
  for (let m = 0; m < mutations; m++) {
    const action = rng.int(8)
    if (action <= 2 && members.length > 0) {
      const at = rng.int(members.length)
      const value = randomValue(rng)
      steps.push(`${members[at]![0]} = ${JSON.stringify(value)?.slice(0, 80)}`)
      members[at] = [members[at]![0], value]
    } else if (action === 3 && members.length > 0) {
      steps.push(`drop ${members.splice(rng.int(members.length), 1)[0]![0]}`)
    } else if (action === 4) {
      const key = rng.pick(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'Language', 'Email', 'email', 'Email ', '', '\u0000'])
      const value = key === 'Language' && rng.chance(0.5) ? rng.pick(['en', 'de', 'tr', 'EN', 'fr']) : randomValue(rng)
      steps.push(`add ${JSON.stringify(key)} = ${JSON.stringify(value)?.slice(0, 80)}`)
      members.push([key, value])
    } else if (action === 5) {
      const value = rng.chance(0.5) ? rng.pick(['http://spam.example', ' ', '']) : randomValue(rng)
      steps.push(`Website = ${JSON.stringify(value)?.slice(0, 80)}`)
      members.push(['Website', value])
    } else if (action === 6) {
      // A field that is valid but for one invalid UTF-8 sequence, put in after serialising.
      const at = rng.int(FIELDS.length)
      steps.push(`invalid UTF-8 in ${FIELDS[at]}`)
      members = members.map(([key, value]) => [key, key === FIELDS[at] && typeof value === 'string' ? `${value.slice(0, 3)}${PLACEHOLDER}${value.slice(3)}` : value])
    } else {
      const at = members.findIndex(([key]) => key === 'Message' || key === 'NameSurname')
      if (at >= 0) {
        const value = String(members[at]![1])
        const position = rng.int(value.length + 1)
        const char = rng.pick(NOT_TEXT)
        steps.push(`${members[at]![0]} with U+${char.charCodeAt(0).toString(16)}`)
        members[at] = [members[at]![0], value.slice(0, position) + char + value.slice(position)]
      }
    }
  }

  // The body as a whole.
  let json: string | undefined = serialise(members)
  const shapes: Array<[string, (body: string) => string]> = [
    ['array body', (body) => `[${body}]`],
    ['other JSON value', () => JSON.stringify(randomValue(rng))],
    ['nested body', (body) => `{"data":${body}}`],
    ['truncated', (body) => body.slice(0, rng.int(body.length))],
    ['not JSON', () => rng.pick(['', 'Email=a@example.com', '<lead/>', "{'Email':'a@example.com'}", '{"Email":"a@example.com",}', 'NaN', '1e999', '\u0000'])],
    ['BOM', (body) => '\uFEFF' + body],
    ['over 16 KB', () => `{"Message":"${'x'.repeat(17_000)}"}`],
    ['under 16 KB, over the field limit', () => `{"Message":"${'x'.repeat(15_000)}"}`],
    ['deep objects', () => '{"a":'.repeat(2500) + '1' + '}'.repeat(2500)],
  ]
  // Most bodies keep the object shape, so that the field mutations above are what gets tested.
  const shape = rng.int(shapes.length * 4)
  if (shape < shapes.length) {
    json = shapes[shape]![1](json)
    steps.push(shapes[shape]![0])
  }

  let bytes: Uint8Array = Buffer.from(json, 'utf8')
  if (json.includes(PLACEHOLDER)) {
    const [before, ...after] = json.split(PLACEHOLDER)
    bytes = Buffer.concat([Buffer.from(before!), ...after.map((part) => Buffer.concat([Buffer.from(rng.pick(INVALID_UTF8)), Buffer.from(part)]))])
    json = undefined
  }
  const encoding = rng.int(40)
  if (encoding === 0) {
    bytes = Buffer.from(json ?? '', 'utf16le')
    headers['content-type'] = 'application/json; charset=utf-16le'
    json = undefined
    steps.push('UTF-16')
  } else if (encoding === 1 && json !== undefined && /^[\0-\xFF]*$/.test(json) && /[\x80-\xFF]/.test(json)) {
    bytes = Buffer.from(json, 'latin1')
    json = undefined
    steps.push('Latin-1 bytes')
  } else if (encoding === 2) {
    bytes = rng.chance(0.5) ? gzipSync(bytes) : Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3])
    headers['content-encoding'] = 'gzip'
    steps.push('gzip')
  } else if (encoding === 3) {
    bytes = gzipSync(Buffer.alloc(1_000_000, ' '))
    headers['content-encoding'] = 'gzip'
    json = undefined
    steps.push('gzip bomb')
  } else if (encoding === 4) {
    headers['content-encoding'] = rng.pick(['compress', 'zstd', 'identity, gzip', 'x-fuzz'])
    steps.push(`content-encoding ${headers['content-encoding']}`)
  }

  if (rng.chance(0.1)) {
    const contentType = rng.pick(CONTENT_TYPES)
    if (contentType) headers['content-type'] = contentType
    else delete headers['content-type']
    steps.push(`content-type ${JSON.stringify(contentType)}`)
  }
  if (rng.chance(0.05)) {
    const which = rng.int(3)
    if (which === 0) delete headers.cookie
    else if (which === 1) delete headers['x-xsrf-token']
    else headers['x-xsrf-token'] = TOKEN.replace(/^./, 'g')
    steps.push('anti-forgery missing')
  }

  let body: FuzzCase['body'] = bytes
  if (rng.chance(0.05)) {
    // No Content-Length: the size limit must hold while the body streams in.
    const chunk = bytes
    body = new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < chunk.length; offset += 4096) controller.enqueue(chunk.subarray(offset, offset + 4096))
        controller.close()
      },
    })
    steps.push('chunked')
  }
  return { index, path, headers, body, json, steps }
}

/** Same rule as the server's, written out: a person's browser sends the honeypot empty or not at all. */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.keys(value).length > 0
  return true
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what must never be stored
const STORED_TEXT = { line: /[\0-\x1F\x7F\uFFFE\uFFFF]|\p{Cs}/u, multiline: /[\0-\x08\x0B-\x1F\x7F\uFFFE\uFFFF]|\p{Cs}/u }

describe('lead API fuzz (PGlite)', () => {
  let server: Server
  let base = ''
  let dataDir = ''

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-fuzz-'))
    for (const name of ['DATABASE_URL', 'SMTP_HOST', 'LEADS_INBOX', 'ADMIN_TOKEN']) delete process.env[name]
    // Every case has its own address too; the limit is high so that no case depends on another.
    Object.assign(process.env, { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000' })
    resetEnvForTests()
    const app = express()
    app.set('trust proxy', true)
    watchDatabase()
    mountAntiForgery(app)
    mountLeadCapture(app)
    mountApiNotFound(app)
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve())
    })
    const address = server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    await getDatabase()
  })

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await runShutdownHooks()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(`answers ${CASES} malformed posts with no 5xx and stores every 201 as sent`, async () => {
    const rng = prng(SEED)
    const cases = Array.from({ length: CASES }, (_, index) => makeCase(rng, index))
    const answers: Array<{ status: number; body: string }> = []
    let next = 0
    async function worker() {
      while (next < cases.length) {
        const fuzz = cases[next++]!
        try {
          const response = await fetch(`${base}${fuzz.path}`, {
            method: 'POST',
            headers: fuzz.headers,
            body: fuzz.body,
            ...(fuzz.body instanceof ReadableStream ? { duplex: 'half' } : {}),
          } as RequestInit)
          answers[fuzz.index] = { status: response.status, body: await response.text() }
        } catch (error) {
          answers[fuzz.index] = { status: 0, body: String(error) }
        }
      }
    }
    await Promise.all(Array.from({ length: PARALLEL }, worker))

    const database = await getDatabase()
    const rows = new Map<string, Lead[]>()
    for (const row of await database.db.select().from(leads)) rows.set(row.userAgent ?? '', [...(rows.get(row.userAgent ?? '') ?? []), row])

    const failures: string[] = []
    const statuses = new Map<number, number>()
    let stored = 0
    for (const fuzz of cases) {
      const answer = answers[fuzz.index]!
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      const fail = (why: string) => void failures.push(`case ${fuzz.index} [${fuzz.steps.join('; ')}] ${fuzz.path}: ${why}`)
      const found = rows.get(`fuzz/${fuzz.index}`) ?? []
      if (answer.status < 400 && answer.status !== 201) fail(`status ${answer.status}: ${answer.body.slice(0, 200)}`)
      if (answer.status >= 500 || answer.status === 0) fail(`status ${answer.status}: ${answer.body.slice(0, 200)}`)
      if (answer.status !== 201) {
        if (found.length > 0) fail(`refused with ${answer.status} but stored`)
        if (answer.status >= 400 && answer.status < 500 && typeof (JSON.parse(answer.body) as { error?: unknown }).error !== 'string') fail('4xx without a JSON error')
        continue
      }
      if (answer.body !== '{"status":"received"}') fail(`201 body ${answer.body}`)
      if (fuzz.json === undefined) {
        fail('201 for a body that is not UTF-8 JSON')
        continue
      }
      const sent = JSON.parse(fuzz.json.replace(/^\uFEFF/, '')) as Record<string, unknown>
      if (honeypotFilled(sent.Website)) {
        if (found.length > 0) fail('honeypot filled but stored')
        continue
      }
      if (found.length !== 1) {
        fail(`201 but ${found.length} rows stored`)
        continue
      }
      stored++
      const kind = fuzz.path === EMAIL_PATH ? 'email' : 'form'
      const value = (field: (typeof FIELDS)[number]) => {
        const raw = sent[field]
        if (typeof raw !== 'string') return fail(`201 with ${field} ${JSON.stringify(raw)?.slice(0, 80)}`)
        return (field === 'Message' ? raw.replace(/\r\n?/g, '\n') : raw).trim()
      }
      const row = found[0]!
      const expected = {
        kind,
        email: value('Email'),
        nameSurname: kind === 'form' ? value('NameSurname') : null,
        phone: kind === 'form' ? value('Phone') : null,
        company: kind === 'form' ? value('Company') : null,
        message: kind === 'form' ? value('Message') : null,
        language: requestLanguage({ referer: fuzz.headers.referer, acceptLanguage: fuzz.headers['accept-language'] }, sent),
        pageUrl: fuzz.headers.referer?.slice(0, 2048) ?? null,
      }
      const actual = { kind: row.kind, email: row.email, nameSurname: row.nameSurname, phone: row.phone, company: row.company, message: row.message, language: row.language, pageUrl: row.pageUrl }
      if (JSON.stringify(actual) !== JSON.stringify(expected)) fail(`stored ${JSON.stringify(actual).slice(0, 300)}\n  sent ${JSON.stringify(expected).slice(0, 300)}`)
      // Whatever was accepted is text within the limits.
      for (const field of FIELDS) {
        const column = { NameSurname: row.nameSurname, Email: row.email, Phone: row.phone, Company: row.company, Message: row.message }[field]
        if (column === null) continue
        if ((field === 'Message' ? STORED_TEXT.multiline : STORED_TEXT.line).test(column)) fail(`stored ${field} with a control character`)
        if (column.length > LEAD_LIMITS[field] || column.length === 0 || column !== column.trim()) fail(`stored ${field} of length ${column.length}, untrimmed or over the limit`)
      }
    }
    const storedTotal = [...rows.values()].reduce((sum, list) => sum + list.length, 0)
    if (storedTotal !== stored) failures.push(`${storedTotal} rows stored for ${stored} accepted leads`)

    expect(failures.slice(0, 20), `${failures.length} failures (seed ${SEED})`).toEqual([])
    // The run covered both sides: leads stored as sent, and each kind of refusal.
    expect(stored).toBeGreaterThan(CASES / 5)
    for (const status of [400, 403, 413, 415]) expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(0)
  }, 120_000)
})
