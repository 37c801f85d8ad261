/**
 * One rule for every file the editor's local backend writes, renames or deletes (the entry's data
 * files, their new paths, the pictures saved with an entry and those uploaded on their own), so no
 * path of Decap's protocol skips it:
 *
 * - content files only where the build reads them, with the kind it reads there: pages
 *   `content/pages/<path>/<lang>.yaml`, collection items `content/collections/<kind>/<slug>.<lang>.md`,
 *   data `content/data/<name>.yaml`, the frame's texts `content/locales/<lang>.json`;
 * - pictures only below `public/images/`, named in lower case with the extension of their kind,
 *   at most 2 MB, and really of that kind: the bytes are read (sharp for PNG, JPEG, WebP and AVIF,
 *   a parse for SVG). An SVG that could run script or load something from elsewhere when opened as
 *   a document is refused, not cleaned: the editor's user exports it again without that.
 */
import path from 'node:path'
import { Parser } from 'htmlparser2'
import sharp from 'sharp'
import { LANGUAGES } from '~/features/i18n/languages'

const LANGUAGE = `(?:${LANGUAGES.join('|')})`
const SEGMENT = '[a-z0-9][a-z0-9-]*'
/** The content files the build reads, by folder. */
const CONTENT_FILE = new RegExp(
  [
    `content/pages/(?:${SEGMENT}/)*${LANGUAGE}\\.yaml`,
    `content/collections/${SEGMENT}/${SEGMENT}\\.${LANGUAGE}\\.md`,
    `content/data/${SEGMENT}\\.yaml`,
    `content/locales/${LANGUAGE}\\.json`,
  ]
    .map((pattern) => `(?:${pattern})`)
    .join('|'),
)
const PICTURE_FOLDER = 'public/images/'
const PICTURE_NAME = /^[a-z0-9_-]+\.(svg|png|jpe?g|webp|avif)$/
/** The largest picture the editor takes: what a page picture may weigh. */
const MAX_PICTURE_BYTES = 2 * 1024 * 1024

/** `/content/pages/x/tr.yaml` and `content/pages/x/tr.yaml` are the same file. */
const normalised = (file: string) => file.replace(/^\/+/, '')

/** Why the editor may not write this content file, or null. */
export function contentFileProblem(file: string): string | null {
  const clean = normalised(file)
  if (clean.split('/').includes('..') || !new RegExp(`^(?:${CONTENT_FILE.source})$`).test(clean)) {
    return `${file}: the editor writes pages (.yaml), collection items (.md), data (.yaml) and texts (.json) only in their folders under content/`
  }
  return null
}

/** Whether a path names a picture's place (folder and name), whatever its bytes. */
export function isPicturePath(file: string): boolean {
  const clean = normalised(file)
  return clean.startsWith(PICTURE_FOLDER) && !clean.split('/').includes('..') && /^[a-z0-9/_-]+$/.test(path.posix.dirname(clean)) && PICTURE_NAME.test(path.posix.basename(clean))
}

/** sharp's name of each raster kind, by extension. */
const RASTER_FORMAT: Record<string, string> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', avif: 'heif' }

/** Why the editor may not write these bytes as this picture, or null. */
export async function pictureProblem(file: string, bytes: Buffer): Promise<string | null> {
  const name = path.posix.basename(normalised(file))
  if (!isPicturePath(file)) {
    if (!normalised(file).startsWith(PICTURE_FOLDER)) return `${name}: pictures are saved in public/images only`
    return `${name}: a picture's name is lower-case letters, digits, - and _ with .svg, .png, .jpg, .webp or .avif`
  }
  if (bytes.length > MAX_PICTURE_BYTES) return `${name}: ${(bytes.length / 1024 / 1024).toFixed(1)} MB is more than the 2 MB a page picture may have`
  const extension = name.slice(name.lastIndexOf('.') + 1)
  if (extension === 'svg') return svgProblem(name, bytes)
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => metadata.format as string | undefined)
    .catch(() => undefined)
  // AVIF is a HEIF image to sharp; its compression tells it apart from HEIC.
  if (format !== RASTER_FORMAT[extension]) return `${name}: the file is not a ${extension.toUpperCase()} picture`
  return null
}

/** Elements that run script, embed documents or pull in other content when an SVG is opened on its own. */
const SVG_FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'handler', 'listener'])
/** Link attributes: only references inside the picture (`#id`) or inline raster data. */
const SVG_LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src'])
const SVG_SAFE_LINK = /^\s*(?:#|data:image\/(?:png|jpeg|webp|gif);base64,)/i

/** Why this SVG is refused, or null: it must be an <svg> document without script, handlers or outside references. */
function svgProblem(name: string, bytes: Buffer): string | null {
  const text = bytes.toString('utf8')
  const problems: string[] = []
  let root: string | undefined
  let inStyle = false
  // Entities (the "billion laughs") and external DTDs have no place in a picture.
  if (/<!DOCTYPE[^>]*\[|<!ENTITY/i.test(text)) problems.push('it declares entities')
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const element = tag.toLowerCase()
        root ??= element
        if (element === 'style') inStyle = true
        if (SVG_FORBIDDEN_ELEMENTS.has(element.replace(/^.*:/, ''))) problems.push(`it contains <${tag}>`)
        for (const [attribute, value] of Object.entries(attributes)) {
          const key = attribute.toLowerCase()
          if (key.startsWith('on')) problems.push(`it has an event handler (${attribute})`)
          else if (SVG_LINK_ATTRIBUTES.has(key) && !SVG_SAFE_LINK.test(value)) problems.push(`it links to ${value.slice(0, 60)}`)
          else if (key === 'style' && /url\s*\(\s*['"]?(?!#)|@import|expression\s*\(/i.test(value)) problems.push('its styles load something from elsewhere')
        }
      },
      onclosetag(tag) {
        if (tag.toLowerCase() === 'style') inStyle = false
      },
      ontext(data) {
        if (inStyle && /@import|url\s*\(\s*['"]?(?!#|data:image\/)/i.test(data)) problems.push('its styles load something from elsewhere')
      },
      onprocessinginstruction(_name, data) {
        if (/^\?xml-stylesheet/i.test(data)) problems.push('it names a style sheet')
      },
    },
    { xmlMode: true },
  )
  parser.write(text)
  parser.end()
  if (root?.replace(/^.*:/, '') !== 'svg') return `${name}: the file is not an SVG picture`
  if (problems.length > 0) return `${name}: the SVG is refused because ${[...new Set(problems)].join(', ')}; export it again without script, event handlers or outside links`
  return null
}
