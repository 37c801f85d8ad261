import { describe, expect, it } from 'vitest'
import { publishedParts, toBlogCard } from './blog-card'

const labels = {
  category: 'Haber',
  noTitle: 'Başlık yok',
  noDescription: 'Açıklama yok',
  authorFirstName: 'Yazılım Fabrikası',
  authorLastName: 'Editör',
}

describe('toBlogCard', () => {
  it('derives the blog card of SPEC §3 from a news item', () => {
    const card = toBlogCard(
      { title: 'T', link: 'https://example.com/a', description: 'D', pubDate: '2026-11-20T09:30:00.000Z', imageUrl: 'https://example.com/a.jpg' },
      'tr',
      'tr-TR',
      labels,
    )
    expect(card).toMatchObject({
      title: 'T',
      description: 'D',
      category: 'Haber',
      url: 'https://example.com/a',
      imageUrl: 'https://example.com/a.jpg',
      publishedAt: { month: 'Kas', date: '20', year: '2026' },
      publishedBy: { firstName: 'Yazılım Fabrikası', lastName: 'Editör', avatar: '/images/news/editor-avatar.svg' },
    })
  })

  it('falls back to the localized placeholders', () => {
    const card = toBlogCard({ title: '', link: '', description: '', pubDate: null, imageUrl: null }, 'tr', 'tr-TR', labels)
    expect(card).toMatchObject({ title: 'Başlık yok', description: 'Açıklama yok', publishedAt: null, imageUrl: null })
  })
})

describe('publishedParts', () => {
  it('shows month, day and year in the page locale and time zone', () => {
    expect(publishedParts('2026-03-05T23:30:00Z', 'en', 'en-US')).toMatchObject({ month: 'Mar', date: '5', year: '2026', label: 'March 5, 2026' })
    // 23:30 UTC is already the next day in Berlin and Istanbul.
    expect(publishedParts('2026-03-05T23:30:00Z', 'de', 'de-DE')).toMatchObject({ month: 'Mär', date: '6', label: '6. März 2026' })
    expect(publishedParts('2026-03-05T23:30:00Z', 'tr', 'tr-TR')).toMatchObject({ month: 'Mar', date: '6', label: '6 Mart 2026' })
    expect(publishedParts('not a date', 'en', 'en-US')).toBeNull()
    expect(publishedParts(null, 'en', 'en-US')).toBeNull()
  })
})
