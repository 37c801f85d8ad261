import { XMLParser } from 'fast-xml-parser'
import type { ImageRewrite } from '@content/news-feeds'
import { firstImageSource, htmlToText, truncateText } from './html-text.server'
import type { NewsItem } from './news-types'

export class FeedParseError extends Error {
  override name = 'FeedParseError'
}

type Node = Record<string, unknown>

/**
 * What one feed may cost us besides the XML parse (whose input is capped by the fetch): each
 * HTML field is cut, before it is scanned, to a length no real title or teaser comes near; the
 * HTML scanned per feed has a total, past which the remaining items are dropped; and only so
 * many items are looked at. The scans are linear, these bound the constant, and a hostile feed
 * cannot put megabytes of "teaser" into every page either.
 */
export const FEED_LIMITS = {
  /** Characters of a title or link, as HTML. */
  shortHtml: 8_000,
  /** Characters of a description, as HTML, turned into text. */
  descriptionHtml: 100_000,
  /** Characters of a content or description searched for its first picture. */
  imageSearchHtml: 100_000,
  /** Characters of description text kept: a card shows three or four lines. */
  descriptionText: 1_000,
  /** Longer link or picture addresses are dropped. */
  url: 8_000,
  /** Items looked at. */
  entries: 1_000,
  /** Characters of HTML scanned per feed. */
  htmlBudget: 4_000_000,
} as const

/** Counts the HTML a feed's items make us scan; cuts each piece to its field's cap. */
class HtmlBudget {
  constructor(private left: number) {}

  take(html: string, cap: number): string {
    const piece = html.length > cap ? html.slice(0, cap) : html
    this.left -= piece.length
    return piece
  }

  get exhausted(): boolean {
    return this.left <= 0
  }
}

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

/** Whether the text starts with markup after whitespace (a byte-order mark counts as one). */
function startsWithMarkup(xml: string): boolean {
  // Not /^\s*\uFEFF?\s*</: on a megabyte of spaces its two \s* try every split of them.
  return xml.trimStart().startsWith('<')
}

/** `<!DOCTYPE` in any letter case at `at`. */
function isDoctypeAt(xml: string, at: number): boolean {
  return xml.slice(at + 2, at + 9).toUpperCase() === 'DOCTYPE'
}

/**
 * Refuses a DOCTYPE that could declare anything. Only `<!DOCTYPE name>` and its SYSTEM/PUBLIC
 * forms pass: the declaration must reach its `>` (outside quotes) without a `[` (an internal
 * subset, where entities are declared) and without a `<` (a comment, which the XML parser skips,
 * could hide a `>` or a `[`) — inside quotes or not. So wherever our reading and the parser's
 * could differ, the document is refused. Every `<!DOCTYPE` is checked, also inside comments and
 * CDATA, so nothing can be hidden from this check; each check stops at the next `<`, so the
 * whole is linear.
 */
function assertPlainDoctypes(xml: string): void {
  for (let at = xml.indexOf('<!'); at !== -1; at = xml.indexOf('<!', at + 2)) {
    if (!isDoctypeAt(xml, at)) continue
    let quote = ''
    let cursor = at + 9
    for (; cursor < xml.length; cursor++) {
      const char = xml[cursor]
      if (char === '[' || char === '<') throw new FeedParseError('DOCTYPE with an internal subset (entity declarations) refused')
      if (quote) {
        if (char === quote) quote = ''
      } else if (char === '"' || char === "'") {
        quote = char
      } else if (char === '>') {
        break
      }
    }
    if (cursor >= xml.length) throw new FeedParseError('unclosed DOCTYPE refused')
  }
}

/**
 * Refuses `<!ENTITY` in markup, in any letter case. CDATA sections and comments are skipped
 * (an article about XML may quote one); the DOCTYPE check above already refuses every place a
 * declaration could hide in, this is the second line.
 */
function assertNoEntityDeclarations(xml: string): void {
  let at = xml.indexOf('<!')
  while (at !== -1) {
    let next = at + 2
    if (xml.startsWith('<![CDATA[', at)) {
      const end = xml.indexOf(']]>', at + 9)
      if (end === -1) return // unclosed: the parser refuses the document
      next = end + 3
    } else if (xml.startsWith('<!--', at)) {
      const end = xml.indexOf('-->', at + 4)
      if (end === -1) return
      next = end + 3
    } else if (xml.slice(at + 2, at + 8).toUpperCase() === 'ENTITY') {
      throw new FeedParseError('entity declaration refused')
    }
    at = xml.indexOf('<!', next)
  }
}

/**
 * Refuses what a feed never needs and an attacker would use: DOCTYPEs declaring entities
 * (billion laughs, external entities) and anything that is not XML at all. Linear in the size
 * of the document, like everything that reads a stranger's feed before the parser's own limits.
 */
function assertSafeXml(xml: string): void {
  if (!startsWithMarkup(xml)) throw new FeedParseError('not an XML document')
  assertPlainDoctypes(xml)
  assertNoEntityDeclarations(xml)
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
  if (!value || value.length > FEED_LIMITS.url) return null
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
  // No written date is longer; a megabyte "date" is not worth parsing.
  if (!value || value.length > 100) return null
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
function findImage(entry: Node, description: string, budget: HtmlBudget): string {
  const content = textOf(entry['content:encoded']) || textOf(entry.content)
  const fromContent = content ? firstImageSource(budget.take(content, FEED_LIMITS.imageSearchHtml)) : null
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
  return (description && firstImageSource(budget.take(description, FEED_LIMITS.imageSearchHtml))) || ''
}

export function applyImageRewrites(url: string, rewrites: readonly ImageRewrite[]): string {
  return rewrites.reduce((current, rule) => current.replace(rule.find, rule.replace), url)
}

export type ParseFeedOptions = {
  /** The address the feed was read from: relative links and images resolve against it. */
  baseUrl?: string
  imageRewrites?: readonly ImageRewrite[]
  limit?: number
  /** Characters of HTML this feed may make us scan (FEED_LIMITS.htmlBudget). */
  htmlBudget?: number
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
  const budget = new HtmlBudget(options.htmlBudget ?? FEED_LIMITS.htmlBudget)
  for (const raw of entries.slice(0, FEED_LIMITS.entries)) {
    // Past the budget the items read so far are the feed: a partial feed beats a stalled server.
    if (budget.exhausted) break
    const entry = asNode(raw)
    if (!entry) continue
    const descriptionHtml = textOf(entry.description) || textOf(entry.summary) || (atom ? textOf(entry.content) : '')
    const link = resolveUrl(htmlToText(budget.take(atomLink(entry), FEED_LIMITS.shortHtml)), options.baseUrl)
    const image = resolveUrl(findImage(entry, descriptionHtml, budget), link ?? options.baseUrl)
    items.push({
      title: htmlToText(budget.take(textOf(entry.title), FEED_LIMITS.shortHtml)),
      link: link ?? '',
      description: truncateText(
        htmlToText(budget.take(descriptionHtml, FEED_LIMITS.descriptionHtml)),
        FEED_LIMITS.descriptionText,
      ),
      pubDate: parseDate(
        textOf(entry.pubDate) || textOf(entry.updated) || textOf(entry.published) || textOf(entry['dc:date']),
      ),
      imageUrl: image ? applyImageRewrites(image, options.imageRewrites ?? []) : null,
    })
    if (options.limit && items.length >= options.limit) break
  }
  return items
}
