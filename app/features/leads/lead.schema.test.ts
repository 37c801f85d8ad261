import { describe, expect, it } from 'vitest'
import { ApplicationSchema, ContactFormSchema, EmailSignupSchema, isPhoneNumber, LEAD_LIMITS, LEAD_MESSAGES, leadSchemaFor, validateLead } from './lead.schema'

const VALID = { NameSurname: ' Ada Lovelace ', Email: 'ada@example.com', Phone: '+90 (532) 123 45 67', Company: 'Analytical', Message: 'Hello' }

describe('lead schema', () => {
  it('trims and accepts a valid contact form', () => {
    const result = validateLead(ContactFormSchema, VALID)
    expect(result).toEqual({ ok: true, data: { ...VALID, NameSurname: 'Ada Lovelace' } })
  })

  it('names every empty field with its message key', () => {
    const result = validateLead(ContactFormSchema, { NameSurname: ' ', Email: '', Phone: '', Company: '', Message: '' })
    expect(result).toEqual({
      ok: false,
      errors: {
        NameSurname: 'leads.errors.name',
        Email: 'leads.errors.email',
        Phone: 'leads.errors.phone',
        Company: 'leads.errors.company',
        Message: 'leads.errors.message',
      },
    })
  })

  it('tells a filled phone field that is no phone number apart from an empty one', () => {
    expect(validateLead(ContactFormSchema, { ...VALID, Phone: 'abc' })).toEqual({ ok: false, errors: { Phone: 'leads.errors.phoneFormat' } })
    expect(validateLead(ContactFormSchema, { ...VALID, Phone: '   ' })).toEqual({ ok: false, errors: { Phone: 'leads.errors.phone' } })
  })

  it('tells a filled e-mail field that is no address apart from an empty one', () => {
    for (const Email of ['abc', 'a@b', 'no-at.example.com', 'x'.repeat(250) + '@example.com']) {
      expect(validateLead(EmailSignupSchema, { Email, Purpose: 'demo' }), Email).toEqual({ ok: false, errors: { Email: 'leads.errors.emailFormat' } })
      expect(validateLead(ContactFormSchema, { ...VALID, Email }), Email).toEqual({ ok: false, errors: { Email: 'leads.errors.emailFormat' } })
    }
    for (const Email of ['', '   ', 42, undefined]) expect(validateLead(EmailSignupSchema, { Email, Purpose: 'demo' })).toEqual({ ok: false, errors: { Email: 'leads.errors.email' } })
  })

  it('takes a sign-up purpose of ours and refuses none or any other with its own message', () => {
    for (const Purpose of ['demo', 'portal', 'digest', 'news'] as const) {
      expect(validateLead(EmailSignupSchema, { Email: 'a@example.com', Purpose })).toEqual({ ok: true, data: { Email: 'a@example.com', Purpose } })
    }
    expect(validateLead(EmailSignupSchema, { Email: 'a@example.com' })).toEqual({ ok: false, errors: { Purpose: 'leads.errors.purpose' } })
    for (const Purpose of ['newsletter', 'DEMO', '', 1, null, ['demo'], undefined]) {
      expect(validateLead(EmailSignupSchema, { Email: 'a@example.com', Purpose }), String(Purpose)).toEqual({ ok: false, errors: { Purpose: 'leads.errors.purpose' } })
    }
  })

  it('reads the application box as given or not, and nothing else; other forms have no box', () => {
    expect(leadSchemaFor('application')).toBe(ApplicationSchema)
    expect(Object.keys(leadSchemaFor('partner').def.shape)).toEqual(Object.keys(ContactFormSchema.def.shape))
    expect(leadSchemaFor('email')).toBe(EmailSignupSchema)
    for (const TalentPool of ['yes', true, false, '', undefined]) expect(validateLead(ApplicationSchema, { ...VALID, TalentPool }).ok, String(TalentPool)).toBe(true)
    expect(validateLead(ApplicationSchema, { ...VALID, TalentPool: 'on please' })).toEqual({ ok: false, errors: { TalentPool: 'leads.errors.purpose' } })
    expect(validateLead(ContactFormSchema, { ...VALID, TalentPool: 'yes' })).toMatchObject({ ok: true, data: { NameSurname: 'Ada Lovelace' } })
    expect(validateLead(ContactFormSchema, { ...VALID, TalentPool: 'yes' })).not.toHaveProperty('data.TalentPool')
  })

  it('fails every visible field of a body that is not an object, and no other', () => {
    expect(validateLead(EmailSignupSchema, null)).toStrictEqual({ ok: false, errors: { Email: 'leads.errors.email' } })
    expect(validateLead(EmailSignupSchema, ['a@b.co'])).toStrictEqual({ ok: false, errors: { Email: 'leads.errors.email' } })
    // The application's box and the sign-up's purpose have no message of their own to show.
    expect(validateLead(ApplicationSchema, 'NameSurname=Ada')).toStrictEqual({
      ok: false,
      errors: { NameSurname: 'leads.errors.name', Email: 'leads.errors.email', Phone: 'leads.errors.phone', Company: 'leads.errors.company', Message: 'leads.errors.coverLetter' },
    })
  })

  // l10n review 3 item 32: the application's "Why you?" box is no message, and says so when empty.
  it('asks an application for a few sentences about the applicant where the contact form asks for a message', () => {
    expect(validateLead(ApplicationSchema, { ...VALID, Message: '  ' })).toEqual({ ok: false, errors: { Message: 'leads.errors.coverLetter' } })
    expect(validateLead(ContactFormSchema, { ...VALID, Message: '  ' })).toEqual({ ok: false, errors: { Message: 'leads.errors.message' } })
    expect(validateLead(leadSchemaFor('partner'), { ...VALID, Message: '' })).toEqual({ ok: false, errors: { Message: 'leads.errors.message' } })
  })

  it('names a field that is not text with its message', () => {
    for (const field of ['NameSurname', 'Email', 'Phone', 'Company', 'Message'] as const) {
      for (const value of [42, null, ['Ada'], { text: 'Ada' }]) {
        expect(validateLead(ContactFormSchema, { ...VALID, [field]: value }), `${field} ${JSON.stringify(value)}`).toEqual({ ok: false, errors: { [field]: LEAD_MESSAGES[field] } })
      }
    }
  })

  it('trims every field and takes each up to its limit, counted after the trim', () => {
    expect(LEAD_LIMITS).toEqual({ NameSurname: 100, Email: 254, Phone: 30, Company: 150, Message: 4000 })
    const longest = {
      NameSurname: 'n'.repeat(100),
      Email: `${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`,
      Phone: '+1 2 3 4 5 6 7 8 9 0 1 2 3 4 5', // 15 digits, the most a number has
      Company: 'c'.repeat(150),
      Message: 'm'.repeat(4000),
    }
    for (const [field, value] of Object.entries(longest)) expect(value, field).toHaveLength(LEAD_LIMITS[field as keyof typeof LEAD_LIMITS])
    const padded = Object.fromEntries(Object.entries(longest).map(([field, value]) => [field, `  ${value}\t `]))
    expect(validateLead(ContactFormSchema, padded)).toEqual({ ok: true, data: longest })
  })

  it('refuses one character past each limit with the field\'s message', () => {
    expect(validateLead(ContactFormSchema, { ...VALID, NameSurname: 'n'.repeat(101) })).toEqual({ ok: false, errors: { NameSurname: 'leads.errors.name' } })
    expect(validateLead(ContactFormSchema, { ...VALID, Company: 'c'.repeat(151) })).toEqual({ ok: false, errors: { Company: 'leads.errors.company' } })
    // Still a phone number (15 digits), but 31 characters long.
    expect(validateLead(ContactFormSchema, { ...VALID, Phone: '+1 2 3 4 5 6 7 8 9 0 1 2 3 4  5' })).toEqual({ ok: false, errors: { Phone: 'leads.errors.phone' } })
    // A well-formed address of 255 characters is no address we take.
    const tooLong = `${'a'.repeat(65)}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`
    expect(validateLead(EmailSignupSchema, { Email: tooLong, Purpose: 'demo' })).toEqual({ ok: false, errors: { Email: 'leads.errors.emailFormat' } })
  })

  it("counts a message's length after its line ends became LF", () => {
    // 4,500 characters as posted, 4,000 once each CR LF is one LF.
    const posted = `${'x'.repeat(3000)}${'\r\n'.repeat(500)}${'y'.repeat(500)}`
    const result = validateLead(ContactFormSchema, { ...VALID, Message: posted })
    expect(result.ok && result.data.Message).toBe(`${'x'.repeat(3000)}${'\n'.repeat(500)}${'y'.repeat(500)}`)
    expect(validateLead(ContactFormSchema, { ...VALID, Message: `${posted}z` })).toEqual({ ok: false, errors: { Message: 'leads.errors.message' } })
  })

  it('rejects bad e-mail addresses, wrong types and over-long values', () => {
    for (const Email of ['a@b', 'no-at.example.com', 'a@b.c', 42, 'x'.repeat(250) + '@example.com']) {
      expect(validateLead(EmailSignupSchema, { Email }).ok).toBe(false)
    }
    expect(validateLead(ContactFormSchema, { ...VALID, Message: 'x'.repeat(4001) })).toEqual({ ok: false, errors: { Message: 'leads.errors.message' } })
  })

  it('accepts international phone numbers and rejects text', () => {
    for (const ok of ['(532) 123 45 67', '+49 30 1234567', '+1-202-555-0143', '0212 555 00 00']) expect(isPhoneNumber(ok)).toBe(true)
    for (const bad of ['12345', 'call me', '+90 532 123 45 67 89 01 23', '555-CALL']) expect(isPhoneNumber(bad)).toBe(false)
  })

  describe('characters nobody types', () => {
    // NUL made PostgreSQL refuse the row (and, written in one batch, other visitors' leads).
    const NOT_TEXT = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F', '\uFFFE', '\uFFFF', '\uD800', '\uDBFF', '\uDC00', '\uDFFF']
    const FIELDS = ['NameSurname', 'Email', 'Phone', 'Company', 'Message'] as const
    const inside = (field: (typeof FIELDS)[number], char: string) =>
      field === 'Email' ? `ada${char}@example.com` : field === 'Phone' ? `+90 532${char}123 45 67` : `${VALID[field]}${char}x`

    it('rejects control characters, DEL, U+FFFE/U+FFFF and lone surrogates in every field, naming the field', () => {
      for (const field of FIELDS) {
        for (const char of NOT_TEXT) {
          const result = validateLead(ContactFormSchema, { ...VALID, [field]: inside(field, char) })
          expect(result, `${field} U+${char.charCodeAt(0).toString(16)}`).toEqual({ ok: false, errors: { [field]: 'leads.errors.characters' } })
        }
      }
      expect(validateLead(EmailSignupSchema, { Email: 'a\u0000b@example.com', Purpose: 'demo' })).toEqual({ ok: false, errors: { Email: 'leads.errors.characters' } })
    })

    it('allows line feeds and tabs in the message only', () => {
      for (const field of ['NameSurname', 'Company'] as const) {
        for (const char of ['\n', '\r', '\t']) {
          expect(validateLead(ContactFormSchema, { ...VALID, [field]: `Ada${char}Lovelace` })).toEqual({ ok: false, errors: { [field]: 'leads.errors.characters' } })
        }
      }
      const result = validateLead(ContactFormSchema, { ...VALID, Message: 'Line one\n\tindented' })
      expect(result).toMatchObject({ ok: true, data: { Message: 'Line one\n\tindented' } })
    })

    it('stores the line ends of a posted textarea (CR LF) and of old Macs (CR) as LF', () => {
      const result = validateLead(ContactFormSchema, { ...VALID, Message: '\r\nOne\r\nTwo\rThree\r\n' })
      expect(result).toMatchObject({ ok: true, data: { Message: 'One\nTwo\nThree' } })
    })

    it('accepts every script and paired surrogates (emoji)', () => {
      const result = validateLead(ContactFormSchema, { ...VALID, NameSurname: 'İlkay Işıkoğlu 👩‍💻', Company: 'Straße & Söhne — 株式会社', Message: 'مرحبا\n😀' })
      expect(result).toMatchObject({ ok: true, data: { NameSurname: 'İlkay Işıkoğlu 👩‍💻', Company: 'Straße & Söhne — 株式会社', Message: 'مرحبا\n😀' } })
    })
  })
})
