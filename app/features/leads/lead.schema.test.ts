import { describe, expect, it } from 'vitest'
import { ContactFormSchema, EmailSignupSchema, isPhoneNumber, validateLead } from './lead.schema'

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

  it('fails every field of a body that is not an object', () => {
    expect(validateLead(EmailSignupSchema, null)).toEqual({ ok: false, errors: { Email: 'leads.errors.email' } })
    expect(validateLead(EmailSignupSchema, ['a@b.co'])).toEqual({ ok: false, errors: { Email: 'leads.errors.email' } })
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
})
