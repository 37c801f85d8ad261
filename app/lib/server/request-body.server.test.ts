import { describe, expect, it } from 'vitest'
import { declaresUtf8, parseUtf8Json } from './request-body.server'

describe('request bodies', () => {
  it('takes a Content-Type without a charset or with UTF-8, in any spelling', () => {
    for (const type of [undefined, null, '', 'application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF8', 'application/json; Charset="Utf-8"', 'application/json; foo=bar; charset=utf-8']) {
      expect(declaresUtf8(type), String(type)).toBe(true)
    }
  })

  it('refuses any other charset, an empty one, and a second one that differs', () => {
    for (const type of ['application/json; charset=utf-7', 'application/json; charset=UTF-16', 'application/json; charset=utf-16le', 'application/json; charset=iso-8859-1', 'application/json; charset=latin1', 'application/json; charset=us-ascii', 'application/json; charset', 'application/json; charset=', 'application/json; charset=utf-8; charset=utf-7', 'application/json; charset="utf-8;x"']) {
      expect(declaresUtf8(type), type).toBe(false)
    }
  })

  it('parses UTF-8 JSON, without a BOM, and refuses bytes that are not UTF-8', () => {
    expect(parseUtf8Json(Buffer.from('{"Email":"ü@example.com"}'))).toEqual({ ok: true, value: { Email: 'ü@example.com' } })
    expect(parseUtf8Json(Buffer.from('\uFEFF{"a":1}'))).toEqual({ ok: true, value: { a: 1 } })
    for (const bytes of [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe9], [0xe2, 0x82]]) {
      const body = Buffer.concat([Buffer.from('{"a":"x'), Buffer.from(bytes), Buffer.from('"}')])
      expect(parseUtf8Json(body), bytes.join(' ')).toEqual({ ok: false })
    }
    expect(parseUtf8Json(Buffer.from('{"a":'))).toEqual({ ok: false })
    expect(parseUtf8Json(Buffer.alloc(0))).toEqual({ ok: false })
  })
})
