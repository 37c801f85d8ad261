import { describe, expect, it } from 'vitest'
import { toBlogCard } from './blog-card'

const labels = {
  category: 'Haber',
  noTitle: 'Başlık yok',
  noDescription: 'Açıklama yok',
  authorFirstName: 'Yazılım Fabrikası',
  authorLastName: 'Editör',
}

const picture = { src: 'https://example.com/a.jpg', s: 'AAAAAAAAAAAAAAAAAAAAAA' }

describe('toBlogCard', () => {
  it('derives the blog card of SPEC §3 from a news item', () => {
    const card = toBlogCard(
      {
        title: 'T',
        link: 'https://example.com/a',
        description: 'D',
        pubDate: '2026-11-20T09:30:00.000Z',
        published: { month: 'Kas', date: '20', year: '2026', iso: '2026-11-20T09:30:00.000Z', label: '20 Kasım 2026' },
        picture,
        source: 'Webtekno',
      },
      labels,
    )
    expect(card).toMatchObject({
      title: 'T',
      description: 'D',
      category: 'Haber',
      url: 'https://example.com/a',
      picture,
      publishedAt: { month: 'Kas', date: '20', year: '2026' },
      publishedBy: { firstName: 'Yazılım Fabrikası', lastName: 'Editör', avatar: '/images/news/editor-avatar.svg' },
      // The publisher of the news stands beside the fixed author, so nobody takes it for the company's.
      source: 'Webtekno',
    })
  })

  it('falls back to the localized placeholders', () => {
    const card = toBlogCard({ title: '', link: '', description: '', pubDate: null, published: null, picture: null, source: 'Webtekno' }, labels)
    expect(card).toMatchObject({ title: 'Başlık yok', description: 'Açıklama yok', publishedAt: null, picture: null })
  })
})
