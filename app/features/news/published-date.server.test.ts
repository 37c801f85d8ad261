import { describe, expect, it } from 'vitest'
import { publishedParts, withPublishedDates } from './published-date.server'

describe('publishedParts', () => {
  it('shows month, day and year in the page locale and time zone', () => {
    expect(publishedParts('2026-03-05T23:30:00Z', 'en')).toMatchObject({ month: 'Mar', date: '5', year: '2026', label: 'March 5, 2026' })
    // 23:30 UTC is already the next day in Berlin and Istanbul.
    expect(publishedParts('2026-03-05T23:30:00Z', 'de')).toMatchObject({ month: 'Mär', date: '6', label: '6. März 2026' })
    expect(publishedParts('2026-03-05T23:30:00Z', 'tr')).toMatchObject({ month: 'Mar', date: '6', label: '6 Mart 2026' })
    expect(publishedParts('not a date', 'en')).toBeNull()
    expect(publishedParts(null, 'en')).toBeNull()
  })
})

describe('withPublishedDates', () => {
  it('adds the written-out date to each item and keeps the rest', () => {
    const item = { title: 'T', link: 'https://example.com/a', description: 'D', pubDate: '2026-11-20T09:30:00.000Z', imageUrl: null }
    const [dated, undated] = withPublishedDates([item, { ...item, pubDate: null }], 'tr')
    expect(dated).toEqual({ ...item, published: { month: 'Kas', date: '20', year: '2026', iso: '2026-11-20T09:30:00.000Z', label: '20 Kasım 2026' } })
    expect(undated?.published).toBeNull()
  })
})
