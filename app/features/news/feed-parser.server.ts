import { XMLParser } from 'fast-xml-parser'
import type { ImageRewrite } from '@content/news-feeds'
import { firstImageSource, htmlToText } from './html-text'
import type { NewsItem } from './news-types'

export class FeedParseError extends Error {
  override name = 'FeedParseError'
}

type Node = Record<string, unknown>

const ARRAY_TAGS = new Set(['item', 'entry', 'link', 'enclosure', 'media:thumbnail', 'media:content', 'category'])

function createParser(): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    textNodeName: '#text',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    htmlEntities: false,
    // Defence in depth: documents declaring entities are already refused before parsing.
    processEntities: { enabled: true, maxEntityCount: 1, maxEntitySize: 100, maxExpansionDepth: 2, maxExpandedLength: 2_000_000 },
    isArray: (name) => ARRAY_TAGS.has(name),
  })
}

/**
 * Refuses what a feed never needs and an attacker would use: DOCTYPEs declaring entities
 * (billion laughs, external entities) and anything that is not XML at all.
 */
function assertSafeXml(xml: string): void {
  if (!/^\s*(?:\uFEFF)?\s*</.test(xml)) throw new FeedParseError('not an XML document')
  // Text inside CDATA or comments may mention <!ENTITY (an article about XML); markup may not.
  const markup = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').replace(/<!--[\s\S]*?-->/g, '')
  if (/<!ENTITY/i.test(markup)) throw new FeedParseError('DOCTYPE with entity declarations refused')
}

function asNode(value: unknown): Node | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

/** The text of an element that may carry attributes (`<title type="html">…</title>`). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return textOf(value[0])
  const node = asNode(value)
  if (node) return textOf(node['#text'])
  return ''
}

function attr(value: unknown, name: string): string {
  const node = asNode(value)
  const raw = node?.[`@_${name}`]
  return typeof raw === 'string' ? raw.trim() : ''
}

function resolveUrl(raw: string, base: string | undefined): string | null {
  const value = raw.trim()
  if (!value) return null
  try {
    const url = new URL(value, base)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.href
  } catch {
    return null
  }
}

function parseDate(raw: string): string | null {
  const value = raw.trim()
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

function atomLink(entry: Node): string {
  const links = list(entry.link)
  const alternate =
    links.find((link) => {
      const rel = attr(link, 'rel')
      return attr(link, 'href') && (!rel || rel === 'alternate')
    }) ?? links.find((link) => attr(link, 'href'))
  if (alternate) return attr(alternate, 'href')
  // RSS: <link>text</link>; some feeds only have a permalink guid.
  const text = textOf(links[0]).trim()
  if (text) return text
  const guid = entry.guid
  if (guid && attr(guid, 'isPermaLink') !== 'false') return textOf(guid).trim()
  return ''
}

function isImageEnclosure(enclosure: unknown): boolean {
  const type = attr(enclosure, 'type').toLowerCase()
  const url = attr(enclosure, 'url')
  if (!url) return false
  if (type) return type.startsWith('image/')
  return /\.(jpe?g|png|gif|webp|avif)(?:[?#]|$)/i.test(url)
}

/** SPEC §7: an img in the content, a media thumbnail, an image enclosure, an img in the description. */
function findImage(entry: Node, description: string): string {
  const content = textOf(entry['content:encoded']) || textOf(entry.content)
  const fromContent = content ? firstImageSource(content) : null
  if (fromContent) return fromContent
  const thumbnails = [
    ...list(entry['media:thumbnail']),
    ...list(asNode(entry['media:group'])?.['media:thumbnail']),
  ]
  const thumbnail = thumbnails.map((t) => attr(t, 'url')).find(Boolean)
  if (thumbnail) return thumbnail
  const enclosure = list(entry.enclosure).find(isImageEnclosure)
  if (enclosure) return attr(enclosure, 'url')
  const mediaImage = list(entry['media:content']).find(
    (m) => attr(m, 'medium') === 'image' || attr(m, 'type').startsWith('image/'),
  )
  if (mediaImage) return attr(mediaImage, 'url')
  return (description && firstImageSource(description)) || ''
}

export function applyImageRewrites(url: string, rewrites: readonly ImageRewrite[]): string {
  return rewrites.reduce((current, rule) => current.replace(rule.find, rule.replace), url)
}

export type ParseFeedOptions = {
  /** The address the feed was read from: relative links and images resolve against it. */
  baseUrl?: string
  imageRewrites?: readonly ImageRewrite[]
  limit?: number
}

/**
 * Reads an RSS 2.0 or Atom document into news items. Missing texts stay empty (the page shows
 * localized placeholders); throws FeedParseError for anything that is not a usable feed.
 */
export function parseFeed(xml: string, options: ParseFeedOptions = {}): NewsItem[] {
  assertSafeXml(xml)
  let document: Node
  try {
    document = createParser().parse(xml, true) as Node
  } catch (error) {
    throw new FeedParseError(`invalid XML: ${error instanceof Error ? error.message : String(error)}`)
  }
  const rss = asNode(document.rss) ?? asNode(document['rdf:RDF'])
  const channel = asNode(rss?.channel)
  const atom = asNode(document.feed)
  const entries = atom ? list(atom.entry) : [...list(channel?.item), ...list(rss?.item)]
  if (!atom && !channel) throw new FeedParseError('neither an RSS channel nor an Atom feed')

  const items: NewsItem[] = []
  for (const raw of entries) {
    const entry = asNode(raw)
    if (!entry) continue
    const descriptionHtml = textOf(entry.description) || textOf(entry.summary) || (atom ? textOf(entry.content) : '')
    const link = resolveUrl(htmlToText(atomLink(entry)), options.baseUrl)
    const image = resolveUrl(findImage(entry, descriptionHtml), link ?? options.baseUrl)
    items.push({
      title: htmlToText(textOf(entry.title)),
      link: link ?? '',
      description: htmlToText(descriptionHtml),
      pubDate: parseDate(
        textOf(entry.pubDate) || textOf(entry.updated) || textOf(entry.published) || textOf(entry['dc:date']),
      ),
      imageUrl: image ? applyImageRewrites(image, options.imageRewrites ?? []) : null,
    })
    if (options.limit && items.length >= options.limit) break
  }
  return items
}
