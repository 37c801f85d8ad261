const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '',
  hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', bull: '•', middot: '·', copy: '©', reg: '®', trade: '™',
  euro: '€', pound: '£', yen: '¥', cent: '¢', deg: '°', times: '×', divide: '÷', para: '¶', sect: '§',
  auml: 'ä', ouml: 'ö', uuml: 'ü', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', szlig: 'ß',
  ccedil: 'ç', Ccedil: 'Ç', eacute: 'é', Eacute: 'É', egrave: 'è', agrave: 'à', aacute: 'á', iacute: 'í',
  oacute: 'ó', uacute: 'ú', ntilde: 'ñ', ecirc: 'ê', acirc: 'â', icirc: 'î', ocirc: 'ô', ucirc: 'û',
  gbreve: 'ğ', Gbreve: 'Ğ', scedil: 'ş', Scedil: 'Ş', inodot: 'ı', Idot: 'İ', imath: 'ı',
  zwj: '', zwnj: '', lrm: '', rlm: '', thinsp: ' ', ensp: ' ', emsp: ' ',
}

function codePoint(value: number): string {
  if (!Number.isFinite(value) || value <= 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\uFFFD'
  return String.fromCodePoint(value)
}

/** Decodes HTML character references (named, decimal, hex); unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const hex = ref[1] === 'x' || ref[1] === 'X'
      return codePoint(Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10))
    }
    return NAMED_ENTITIES[ref] ?? match
  })
}

/**
 * Feed texts are HTML fragments: drop scripts, styles, comments and tags, decode entities and
 * collapse whitespace, so what remains is safe plain text.
 */
export function htmlToText(html: string): string {
  const withoutBlocks = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|iframe|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|tr|blockquote|figure|figcaption)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/<[a-z/!][^]*$/i, '')
  return decodeEntities(withoutBlocks)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The `src` of the first `<img>` in an HTML fragment (entities decoded), if any. */
export function firstImageSource(html: string): string | null {
  const pattern = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi
  for (const match of html.matchAll(pattern)) {
    const src = decodeEntities((match[1] ?? match[2] ?? match[3] ?? '').trim())
    if (src && !src.startsWith('data:')) return src
  }
  return null
}

/** Shortens text at a word boundary, adding an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}
