import { describe, expect, it } from 'vitest'
import type { Lead } from '@db/schema'
import { leadEventData } from './lead-events.server'

const lead = {
  id: 7,
  kind: 'form',
  email: 'ayse@example.com',
  nameSurname: 'Ayşe Yılmaz',
  phone: null,
  company: 'Örnek A.Ş.',
  message: 'Bir teklif rica ediyoruz.',
  language: 'tr',
  pageUrl: 'https://example.com/tr/contact',
  createdAt: new Date('2026-11-29T08:00:00Z'),
  confirmedAt: null,
  consentPurpose: null,
  ipPrefix: '203.0.113.0',
  userAgent: 'Firefox',
} as unknown as Lead

describe('leadEventData', () => {
  it('carries the contact, not the message, the address prefix or the browser', () => {
    const data = leadEventData(lead, false)
    expect(data).toEqual({
      id: 7,
      kind: 'form',
      email: 'ayse@example.com',
      nameSurname: 'Ayşe Yılmaz',
      company: 'Örnek A.Ş.',
      language: 'tr',
      pageUrl: 'https://example.com/tr/contact',
      createdAt: '2026-11-29T08:00:00.000Z',
      confirmedAt: null,
      consentPurpose: null,
    })
  })

  it('carries the message with LEADS_WEBHOOK_INCLUDE_MESSAGE', () => {
    expect(leadEventData(lead, true)).toMatchObject({ message: 'Bir teklif rica ediyoruz.' })
  })
})
