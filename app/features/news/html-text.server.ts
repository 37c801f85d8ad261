import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2'

/**
 * Feed texts are HTML fragments from strangers: their plain text and their first picture are
 * read with htmlparser2's tokenizer, the HTML5 tokenizer of a well-kept parser with the full HTML5
 * entity set (`entities`). Its tokenizer, not its parser: the parser keeps a stack of open
 * elements that it searches and shifts per tag, which took 28 s for 2 MB of nested `<div>` and
 * 58 s for `<div>`s followed by stray `</span>`s. The tokenizer is one pass from left to right,
 * and what is kept here per tag is a name and a counter, so the work stays linear in the input
 * (the growth tests in html-text.server.test.ts time the hostile shapes up to 2 MB).
 */

/** Elements whose content is never text; dropped whole, with their content. */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'noscript', 'iframe', 'template', 'noembed', 'noframes', 'xmp', 'title', 'textarea', 'plaintext'])
/** Elements that separate words: a tag of theirs becomes a space (`One</p><p>Two` → `One Two`). */
const BLOCK_ELEMENTS = new Set(['p', 'div', 'br', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'blockquote', 'figure', 'figcaption'])
/** No name in the sets above is longer: a longer tag name is not lower-cased or looked up. */
const LONGEST_NAME = 10

type Handlers = Partial<Omit<TokenizerCallbacks, 'isInForeignContext'>>

/** Runs the tokenizer over `html` with the given handlers (the others ignore their tokens). */
function tokenize(html: string, handlers: (tokenizer: Tokenizer) => Handlers): void {
  const ignore = () => {}
  const callbacks: TokenizerCallbacks = {
    onattribdata: ignore,
    onattribentity: ignore,
    onattribend: ignore,
    onattribname: ignore,
    oncdata: ignore,
    onclosetag: ignore,
    oncomment: ignore,
    ondeclaration: ignore,
    onend: ignore,
    onopentagend: ignore,
    onopentagname: ignore,
    onprocessinginstruction: ignore,
    onselfclosingtag: ignore,
    ontext: ignore,
    ontextentity: ignore,
  }
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks)
  Object.assign(callbacks, handlers(tokenizer))
  tokenizer.write(html)
  tokenizer.end()
}

function nameOf(html: string, start: number, end: number): string {
  return end - start > LONGEST_NAME ? '' : html.slice(start, end).toLowerCase()
}

/** Without control characters, each run of whitespace one space, trimmed. */
function plainText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      // = .replace(/\s+/g, ' '), leaving lone spaces alone: text is mostly words and single spaces.
      .replace(/\s{2,}|[^\S ]/g, ' ')
      .trim()
  )
}

/**
 * The text of an HTML fragment: scripts, styles, comments and tags dropped, character references
 * decoded (as a browser does, `&amp` without its `;` too), whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const parts: string[] = []
  // A tag that separates words owes a space before the next text; owed spaces never pile up.
  let spaceOwed = false
  let hidden = 0
  let tag = ''
  const keep = (text: string) => {
    if (hidden > 0 || text === '') return
    if (spaceOwed) parts.push(' ')
    spaceOwed = false
    parts.push(text)
  }
  tokenize(html, () => ({
    ontext: (start, end) => keep(html.slice(start, end)),
    ontextentity: (codePoint) => keep(String.fromCodePoint(codePoint)),
    oncomment: () => void (spaceOwed = true),
    onopentagname: (start, end) => void (tag = nameOf(html, start, end)),
    onopentagend: () => {
      if (HIDDEN_ELEMENTS.has(tag)) hidden++
      else if (BLOCK_ELEMENTS.has(tag)) spaceOwed = true
    },
    onselfclosingtag: () => {
      if (BLOCK_ELEMENTS.has(tag)) spaceOwed = true
    },
    onclosetag: (start, end) => {
      const name = nameOf(html, start, end)
      if (HIDDEN_ELEMENTS.has(name)) {
        if (hidden > 0) hidden--
        spaceOwed = true
      } else if (BLOCK_ELEMENTS.has(name)) spaceOwed = true
    },
  }))
  return plainText(parts.join(''))
}

/**
 * The `src` of the first `<img>` in an HTML fragment that has a usable one (character references
 * decoded; `data:` URLs skipped), if any. A tag's first `src` counts, as in a browser.
 */
export function firstImageSource(html: string): string | null {
  let found: string | null = null
  let inImage = false
  let attribute = ''
  let value: string[] = []
  let source: string | undefined
  tokenize(html, (tokenizer) => ({
    onopentagname: (start, end) => {
      inImage = nameOf(html, start, end) === 'img'
      source = undefined
    },
    onattribname: (start, end) => void (attribute = inImage && source === undefined ? nameOf(html, start, end) : ''),
    // Only the value of an img's src is collected: a megabyte of `alt` is never copied.
    onattribdata: (start, end) => void (attribute === 'src' && value.push(html.slice(start, end))),
    onattribentity: (codePoint) => void (attribute === 'src' && value.push(String.fromCodePoint(codePoint))),
    onattribend: () => {
      if (attribute === 'src') source = value.join('').trim()
      attribute = ''
      value = []
    },
    onopentagend: () => {
      if (inImage && source && !source.startsWith('data:')) {
        found = source
        tokenizer.pause()
      }
      inImage = false
    },
    onselfclosingtag: () => {
      if (inImage && source && !source.startsWith('data:')) {
        found = source
        tokenizer.pause()
      }
      inImage = false
    },
  }))
  return found
}

/** Shortens text at a word boundary, adding an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}
