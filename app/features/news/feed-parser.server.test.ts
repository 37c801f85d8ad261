import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BBC_LARGER_IMAGE, NEWS_FEEDS, STRIP_SIZE_SUFFIX } from '@content/news-feeds'
import { applyImageRewrites, FEED_LIMITS, FeedParseError, parseFeed } from './feed-parser.server'
import { GROWTH_STEPS, KB, repeatTo, timeGrowth } from './growth.test-helper'

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
  it('refuses a billion-laughs document at its DOCTYPE, before the XML parser could expand it', () => {
    expect(() => parseFeed(fixture('billion-laughs.xml'))).toThrow(
      new FeedParseError('DOCTYPE with an internal subset (entity declarations) refused'),
    )
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
    // `<499>` is text in HTML (a tag name starts with a letter), as a browser shows it.
    expect(items[499]?.title).toBe('A & B <499>')
  })
})

/** An RSS document around a CDATA description and content of about `length` characters. */
function rssAround(html: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>t</title><item><title>Hostile</title><link>https://example.com/a</link><description><![CDATA[${html}]]></description><content:encoded><![CDATA[${html}]]></content:encoded></item></channel></rss>`
}

/** The hostile shapes, as whole documents of about `length` characters. */
const HOSTILE_FEEDS: Record<string, (length: number) => string> = {
  '<script ×N in a CDATA description': (length) => rssAround(repeatTo('<script', length / 2)),
  '<!-- ×N in a CDATA description': (length) => rssAround(repeatTo('<!--', length / 2)),
  '<style ×N in a CDATA description': (length) => rssAround(repeatTo('<style', length / 2)),
  'unclosed tags in a CDATA description': (length) => rssAround(repeatTo('<div class="x" ', length / 2)),
  '<a  ×N in a CDATA description': (length) => rssAround(repeatTo('<a ', length / 2)),
  '<img  ×N in a CDATA description': (length) => rssAround(repeatTo('<img ', length / 2)),
  'deeply nested tags in a CDATA description': (length) => {
    const depth = Math.floor(length / 22)
    return rssAround(`${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`)
  },
  'a very long attribute value in a CDATA description': (length) => rssAround(`<img src="${'x'.repeat(length)}">text`),
  '&# entity flood in a CDATA description': (length) => rssAround(repeatTo('&#', length / 2)),
  '&#38; entity flood in XML text': (length) =>
    `<rss><channel><title>t</title><item><title>${repeatTo('&#38;', length)}</title></item></channel></rss>`,
  '&amp;lt; flood in XML text': (length) =>
    `<rss><channel><title>t</title><item><description>${repeatTo('&lt;a &amp;', length)}</description></item></channel></rss>`,
  'unclosed <![CDATA[ ×N': (length) => `<rss><channel><title>t</title>${repeatTo('<![CDATA[', length)}`,
  'unclosed <!-- ×N in the markup': (length) => `<rss><channel><title>t</title>${repeatTo('<!--', length)}`,
  '<!DOCTYPE ×N': (length) => `${repeatTo('<!DOCTYPE rss ', length)}<rss/>`,
  '<!ENTITY ×N in the markup': (length) => `<rss><channel>${repeatTo('<!ENTITY ', length)}</channel></rss>`,
  'deeply nested elements': (length) => {
    const depth = Math.floor(length / 7)
    return `<rss><channel>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</channel></rss>`
  },
  'whitespace and no markup': (length) => `\uFEFF${repeatTo(' \n', length)}`,
  'many items': (length) =>
    `<rss><channel><title>t</title>${'<item><title>x</title><link>https://e.com/</link></item>'.repeat(Math.floor(length / 56))}</channel></rss>`,
}

describe('parseFeed on hostile documents', () => {
  it.each(Object.entries(HOSTILE_FEEDS))('%s: stays linear up to 2 MB', (name, make) => {
    for (const [small, large] of GROWTH_STEPS) {
      const growth = timeGrowth((xml) => parseFeed(xml), make, small, large)
      expect(growth.ratio, `${name}, ${small / KB} KB → ${large / KB} KB`).toBeLessThan(growth.limit)
    }
  })

  it('reads the hostile item, with a teaser-sized description and no runaway address', () => {
    const [item] = parseFeed(rssAround(`<p>${'word '.repeat(400_000)}</p>`))
    expect(item?.title).toBe('Hostile')
    expect(item?.description.length).toBeLessThanOrEqual(FEED_LIMITS.descriptionText + 1)
    expect(item?.description.endsWith('…')).toBe(true)
    // A 2 MB attribute is the XML parser's to read (linear, if slower per character at that
    // size, so not timed above); the address is too long to keep.
    const url = `https://e.com/${'x'.repeat(2 * 1024 * KB)}.jpg`
    const [long] = parseFeed(`<rss><channel><title>t</title><item><title>x</title><enclosure type="image/jpeg" url="${url}"/></item></channel></rss>`)
    expect(long).toMatchObject({ title: 'x', imageUrl: null })
  })

  it('stops reading items once the feed has used its HTML budget', () => {
    const items = Array.from(
      { length: 20 },
      (_, i) => `<item><title>Item ${i}</title><description><![CDATA[<p>${'a'.repeat(10_000)}</p>]]></description></item>`,
    )
    const xml = `<rss><channel><title>t</title>${items.join('')}</channel></rss>`
    expect(parseFeed(xml)).toHaveLength(20)
    const limited = parseFeed(xml, { htmlBudget: 35_000 })
    expect(limited.length).toBeGreaterThan(0)
    expect(limited.length).toBeLessThan(5)
    expect(limited[0]?.title).toBe('Item 0')
  })

  it(`looks at no more than ${FEED_LIMITS.entries} items`, () => {
    const items = '<item><title>x</title></item>'.repeat(FEED_LIMITS.entries + 500)
    expect(parseFeed(`<rss><channel><title>t</title>${items}</channel></rss>`)).toHaveLength(FEED_LIMITS.entries)
  })
})

describe('parseFeed: DOCTYPE internal subsets, however they are written', () => {
  const item = '<rss><channel><title>t</title><item><title>&e;</title></item></channel></rss>'
  const variants = {
    'the plain form': `<!DOCTYPE rss [<!ENTITY e "x">]>${item}`,
    'a comment hiding a CDATA opener in the subset': `<!DOCTYPE rss [<!-- <![CDATA[ --><!ENTITY e "x"><!-- ]]> -->]>${item}`,
    'a CDATA section in the subset': `<!DOCTYPE rss [<![CDATA[ ]]><!ENTITY e "x">]>${item}`,
    'a comment with a ">" before the subset': `<!DOCTYPE rss <!-- > --> [<!ENTITY e "x">]>${item}`,
    'a quoted ">" before the subset': `<!DOCTYPE rss SYSTEM "a>b" [<!ENTITY e "x">]>${item}`,
    'a quoted comment opener before the subset': `<!DOCTYPE rss SYSTEM ">" "<!--" [<!ENTITY e "x">]> -->${item}`,
    'mixed case': `<!DocType rss [<!EnTiTy e "x">]>${item}`,
    'whitespace and line breaks': `<?xml version="1.0"?>\n<!DOCTYPE\n\trss\n  [\n  <!ENTITY\te\n"x"  >\n]\n>\n${item}`,
    'an empty subset': `<!DOCTYPE rss [ ]>${item.replace('&e;', 'x')}`,
    'a parameter entity': `<!DOCTYPE rss [<!ENTITY % p "x"> %p;]>${item.replace('&e;', 'x')}`,
    'an external entity after a comment': `<!DOCTYPE rss [<!-- x --><!ENTITY e SYSTEM "file:///etc/passwd">]>${item}`,
    'a DOCTYPE that never ends': `<!DOCTYPE rss SYSTEM "x.dtd"`,
    'a DOCTYPE inside a comment-looking CDATA': `<![CDATA[<!-- ]]><!DOCTYPE rss [<!ENTITY e "x">]>${item}`,
  }

  it.each(Object.entries(variants))('refuses %s before the parser sees it', (_, xml) => {
    expect(() => parseFeed(xml)).toThrow(FeedParseError)
    expect(() => parseFeed(xml)).toThrow(/DOCTYPE/)
  })

  it('refuses <!ENTITY in markup outside any DOCTYPE, in any letter case', () => {
    expect(() => parseFeed(`<rss><!entity e "x"><channel><title>t</title></channel></rss>`)).toThrow(/entit/i)
  })

  it('accepts DOCTYPEs without a subset, and DOCTYPE or ENTITY text inside CDATA', () => {
    const body = '<rss><channel><title>t</title><item><title>ok</title>'
    const end = '</item></channel></rss>'
    const doctype = `<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" 'http://my.netscape.com/publish/formats/rss-0.91.dtd' >`
    expect(parseFeed(`<?xml version="1.0"?>\n${doctype}\n${body}${end}`)[0]?.title).toBe('ok')
    const cdata = `<description><![CDATA[<!DOCTYPE html><p>Use <!ENTITY only in trusted files.</p>]]></description>`
    expect(parseFeed(`${body}${cdata}${end}`)[0]?.description).toBe('Use')
  })
})
