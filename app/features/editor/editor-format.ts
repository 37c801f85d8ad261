/**
 * How the editor reads and writes our files (Decap CMS custom formats, docs/decisions/024): so a
 * change of one text is a change of one line. A file's YAML document is kept when it is read, and
 * the edited data is written into that document: comments, key order, quoting and the style of
 * every untouched value stay as they were. A file without a kept document (a new entry) is written
 * in the same style (yaml, lines never folded). Also used by scripts/content-normalise.js and the tests.
 */
import { isAlias, isMap, isScalar, isSeq, parseDocument, type Document, type Node, Scalar } from 'yaml'

/** How every YAML file of the site is written: lines never folded, `[ a, b ]` with spaces. */
const YAML_OPTIONS = { lineWidth: 0, flowCollectionPadding: true } as const

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain }

function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0) || (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
}

/** Leaves out what a developer would not write: an empty text, and an empty list or object nobody had. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, clean(entry)] as const).filter(([, entry]) => !isEmpty(entry)))
  }
  return value
}

/** Writes `value` into `node` of `doc`, keeping what did not change; answers the node to keep. */
function merge(doc: Document, node: unknown, value: unknown): unknown {
  // An alias (`*brand`, one name for several places) stays while it still says the same.
  if (isAlias(node)) return JSON.stringify(node.resolve(doc)?.toJSON()) === JSON.stringify(value) ? node : doc.createNode(clean(value))
  if (isMap(node) && value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
      if (!(key in record) || isEmpty(record[key])) {
        // An emptied list or object the file had stays empty rather than vanishing; an emptied text goes.
        if (key in record && record[key] !== undefined && record[key] !== '' && isEmpty(record[key])) pair.value = doc.createNode(record[key])
        else node.delete(pair.key)
      } else {
        pair.value = merge(doc, pair.value, record[key]) as Node
      }
    }
    for (const [key, entry] of Object.entries(record)) {
      if (!node.has(key) && !isEmpty(entry)) node.set(key, doc.createNode(clean(entry)))
    }
    return node
  }
  if (isSeq(node) && Array.isArray(value)) {
    value.forEach((entry, index) => {
      if (index < node.items.length) node.items[index] = merge(doc, node.items[index], entry) as Node
      else node.items.push(doc.createNode(clean(entry)))
    })
    node.items.splice(value.length)
    return node
  }
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    if (node.value === value) return node
    const next = new Scalar(value)
    // A quoted text stays quoted, a literal block stays a block; a number or a yes/no gets its plain form.
    if (typeof value === 'string' && typeof node.value === 'string') next.type = node.type
    next.comment = node.comment
    next.commentBefore = node.commentBefore
    return next
  }
  return doc.createNode(clean(value))
}

/** How much of `data` a kept document already holds (its equal leaves). */
function likeness(a: unknown, b: unknown): number {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    let score = 0
    for (const key of Object.keys(a)) score += likeness((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])
    return score
  }
  return a === b ? 1 : 0
}

/**
 * A YAML format that remembers the documents it read. Decap hands `toFile` only the data, so the
 * document kept for it is the read one most like it: an edit changes a few values, while any other
 * file (another entry, another language) differs in most.
 */
export function createYamlFormat(kept: { doc: Document; data: unknown }[] = []) {
  return {
    fromFile(text: string): Plain {
      const doc = parseDocument(text)
      if (doc.errors.length > 0) throw doc.errors[0]!
      const data = doc.toJS() as Plain
      kept.push({ doc, data })
      if (kept.length > 2000) kept.shift()
      return data
    },
    toFile(data: unknown): string {
      let best: { doc: Document; data: unknown } | undefined
      let bestScore = 0
      for (const entry of kept) {
        const score = likeness(entry.data, data)
        if (score > bestScore) [best, bestScore] = [entry, score]
      }
      if (!best) return stringifyNew(data)
      const doc = best.doc.clone()
      doc.contents = merge(doc, doc.contents, data) as Node
      return doc.toString(YAML_OPTIONS)
    },
  }
}

function stringifyNew(data: unknown): string {
  const doc = parseDocument('{}')
  doc.contents = doc.createNode(clean(data)) as unknown as typeof doc.contents
  return doc.toString(YAML_OPTIONS)
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/

/** Front matter and Markdown (`body`): the front matter as YAML above, the body as written. */
export function createFrontMatterFormat(yaml = createYamlFormat()) {
  return {
    fromFile(text: string): Plain {
      const match = FRONT_MATTER.exec(text)
      if (!match) return { body: text }
      return { ...(yaml.fromFile(`${match[1]}\n`) as Record<string, Plain>), body: match[2]! }
    },
    toFile(data: Record<string, unknown>): string {
      const { body = '', ...meta } = data
      const text = String(body).replace(/\s+$/, '')
      return `---\n${yaml.toFile(meta)}---\n${text}\n`
    },
  }
}

/** The locale files: two-space JSON with a final newline, as they are written by hand. */
export const JSON_FORMAT = {
  fromFile: (text: string): Plain => JSON.parse(text) as Plain,
  toFile: (data: unknown): string => `${JSON.stringify(data, null, 2)}\n`,
}
