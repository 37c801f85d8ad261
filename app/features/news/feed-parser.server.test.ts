import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BBC_LARGER_IMAGE, NEWS_FEEDS, STRIP_SIZE_SUFFIX } from '@content/news-feeds'
import { applyImageRewrites, FeedParseError, parseFeed } from './feed-parser.server'

const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/feeds', name), 'utf8')

describe('parseFeed: RSS 2.0', () => {
  it('reads title, link, description, pubDate and the media:thumbnail', () => {
    const items = parseFeed(fixture('rss-media-thumbnail.xml'))
    expect(items).toHaveLength(2)
    expect(items[0]).toEqual({
      title: 'Chip shortage eases as new factories open',
      link: 'https://www.bbc.co.uk/news/articles/c0000000001o',
      description: 'Manufacturers say supply should return to normal by spring.',
      pubDate: '2026-11-19T14:05:12.000Z',
      imageUrl: 'https://ichef.bbci.co.uk/ace/standard/240/cpsprodpb/1a2b/live/photo-one.jpg',
    })
    // Numeric-looking text stays text; time zones are honoured; the first thumbnail wins.
    expect(items[1]?.title).toBe('2026')
    expect(items[1]?.pubDate).toBe('2026-11-18T07:00:00.000Z')
    expect(items[1]?.imageUrl).toContain('/standard/240/cpsprodpb/3c4d/live/photo-two.png')
  })

  it("applies the BBC rule /standard/240/ → /standard/960/ from the en feed entry", () => {
    const items = parseFeed(fixture('rss-media-thumbnail.xml'), { imageRewrites: NEWS_FEEDS.en.imageRewrites })
    expect(items.map((i) => i.imageUrl)).toEqual([
      'https://ichef.bbci.co.uk/ace/standard/960/cpsprodpb/1a2b/live/photo-one.jpg',
      'https://ichef.bbci.co.uk/ace/standard/960/cpsprodpb/3c4d/live/photo-two.png',
    ])
  })

  it('finds the image in the spec order: content img, media:thumbnail, image enclosure, description img', () => {
    const items = parseFeed(fixture('rss-content-enclosure.xml'))
    // 1: content:encoded beats thumbnail and description.
    expect(items[0]?.imageUrl).toBe('https://cdn.webtekno.com/media/cache/content_list_600_auto/2026/11/phone_640x360.jpg')
    // 2: the image enclosure, not the audio one.
    expect(items[1]?.imageUrl).toBe('https://cdn.webtekno.com/media/cache/enclosure_1200x675.jpeg?v=2')
    // 3: only the description has one (relative, resolved against the article link).
    expect(items[2]?.imageUrl).toBe('https://www.webtekno.com/media/relative_80x80.png')
    // 4: the thumbnail beats the enclosure.
    expect(items[3]?.imageUrl).toBe('https://cdn.webtekno.com/media/first_300x169.webp')
    // 5: a javascript: address is no image.
    expect(items[4]?.imageUrl).toBeNull()
  })

  it('removes the Turkish source’s trailing _NNNxNNN size suffix (tr feed entry)', () => {
    const items = parseFeed(fixture('rss-content-enclosure.xml'), { imageRewrites: NEWS_FEEDS.tr.imageRewrites })
    expect(items.map((i) => i.imageUrl)).toEqual([
      'https://cdn.webtekno.com/media/cache/content_list_600_auto/2026/11/phone.jpg',
      'https://cdn.webtekno.com/media/cache/enclosure.jpeg?v=2',
      'https://www.webtekno.com/media/relative.png',
      'https://cdn.webtekno.com/media/first.webp',
      null,
    ])
  })

  it('keeps size-like text that is not a trailing suffix', () => {
    expect(applyImageRewrites('https://x.tr/1200x675_photo.jpg', [STRIP_SIZE_SUFFIX])).toBe('https://x.tr/1200x675_photo.jpg')
    expect(applyImageRewrites('https://x.tr/photo_1200x675', [STRIP_SIZE_SUFFIX])).toBe('https://x.tr/photo_1200x675')
    expect(applyImageRewrites('https://x.tr/a/standard/240/b.jpg', [BBC_LARGER_IMAGE])).toBe('https://x.tr/a/standard/960/b.jpg')
    expect(applyImageRewrites('https://x.tr/a/standard/2400/b.jpg', [BBC_LARGER_IMAGE])).toBe('https://x.tr/a/standard/2400/b.jpg')
  })

  it('stops at the item limit', () => {
    expect(parseFeed(fixture('rss-content-enclosure.xml'), { limit: 2 })).toHaveLength(2)
  })
})

describe('parseFeed: Atom', () => {
  it('reads link href (rel alternate first), summary, updated and an img in the content', () => {
    const items = parseFeed(fixture('atom.xml'), { baseUrl: 'https://www.heise.de/rss/heise-atom.xml' })
    expect(items[0]).toEqual({
      title: 'Neue Grafikkarten: Schneller und sparsamer',
      link: 'https://www.heise.de/news/Grafikkarten-1000001.html',
      description: 'Die Hersteller zeigen neue Modelle mit mehr Effizienz.',
      pubDate: '2026-11-20T10:45:00.000Z',
      imageUrl: 'https://heise.cloudimg.io/width/700/q85.png-lossy-85.webp-lossy-85.foil1/_www-heise-de_/imgs/18/4/9/gpu.jpg',
    })
    expect(items[1]).toMatchObject({
      link: 'https://www.heise.de/news/Ohne-rel-1000002.html',
      pubDate: '2026-11-19T08:30:00.000Z',
      imageUrl: null,
    })
    // Without a summary the content is the description; relative links resolve against the feed.
    expect(items[2]).toMatchObject({
      link: 'https://www.heise.de/news/Relativ-1000003.html',
      description: 'Der Inhalt dient als Beschreibung.',
    })
  })
})

describe('parseFeed: missing fields', () => {
  it('leaves each missing field empty so the page shows the localized placeholder', () => {
    const items = parseFeed(fixture('missing-fields.xml'))
    // The last, completely empty <item/> carries nothing to show and is skipped.
    expect(items).toHaveLength(6)
    const [noTitle, noLink, noDescription, noDate, badDate, noImage] = items
    expect(noTitle).toMatchObject({ title: '', imageUrl: 'https://example.com/a.jpg' })
    expect(noLink).toMatchObject({ title: 'No link', link: '' })
    expect(noDescription).toMatchObject({ title: 'No description', description: '' })
    expect(noDate).toMatchObject({ title: 'No date', pubDate: null })
    expect(badDate).toMatchObject({ title: 'Bad date', pubDate: null })
    expect(noImage).toMatchObject({ title: 'No image', imageUrl: null })
  })
})

describe('parseFeed: HTML and entities', () => {
  it('reduces HTML to plain text and decodes entities', () => {
    const [first, second] = parseFeed(fixture('html-entities.xml'))
    expect(first?.title).toBe('Tom & Jerry’s bold move — café')
    expect(first?.link).toBe('https://example.com/a?x=1&y=2')
    expect(first?.description).toBe('First paragraph with a link. Second "quoted" <tag> Günaydın, Grüße, İstanbul')
    expect(first?.description).not.toMatch(/alert|color:red|hidden/)
    expect(second?.title).toBe('Spaces and new lines')
    expect(second?.description).toBe('Text after image © 2026')
    expect(second?.imageUrl).toBe('https://example.com/pic.jpg?w=1&h=2')
  })
})

describe('parseFeed: hostile and broken documents', () => {
  it('refuses a billion-laughs document quickly, without expanding it', () => {
    const started = performance.now()
    expect(() => parseFeed(fixture('billion-laughs.xml'))).toThrow(FeedParseError)
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('refuses external entities (no file is read)', () => {
    expect(() => parseFeed(fixture('external-entity.xml'))).toThrow(/entit/i)
  })

  it('accepts a DOCTYPE without entity declarations', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss version="0.91"><channel><title>t</title><item><title>Old RSS</title><link>https://example.com/</link></item></channel></rss>`
    expect(parseFeed(xml)[0]?.title).toBe('Old RSS')
  })

  it('does not mistake <!ENTITY in article text for a declaration', () => {
    const xml = `<rss><channel><title>t</title><item><title>XML tips</title><description><![CDATA[Never trust <!ENTITY in feeds]]></description></item></channel></rss>`
    expect(parseFeed(xml)[0]?.description).toBe('Never trust')
  })

  it('refuses invalid XML, non-XML and XML that is not a feed', () => {
    expect(() => parseFeed(fixture('invalid.xml'))).toThrow(FeedParseError)
    expect(() => parseFeed('this is { not xml at all <<<')).toThrow(FeedParseError)
    expect(() => parseFeed('')).toThrow(FeedParseError)
    expect(() => parseFeed(fixture('not-a-feed.xml'))).toThrow(/neither/)
  })

  it('handles many standard entities in a normal feed', () => {
    const titles = Array.from({ length: 500 }, (_, i) => `<item><title>A &amp; B &lt;${i}&gt;</title></item>`).join('')
    const items = parseFeed(`<rss><channel><title>x</title>${titles}</channel></rss>`)
    expect(items).toHaveLength(500)
    expect(items[499]?.title).toBe('A & B')
  })
})
