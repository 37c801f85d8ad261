/**
 * The client logos' sprites: one SVG per theme, built from the logos' own files
 * (public/images/clients/<slug>-<theme>.svg, in the order of content/data/client-logos.yaml). Each
 * logo is a cell of the sprite with a `<view id="<slug>">` on it, so `<img src="sprite#slug">`
 * shows that logo alone (SVG views, https://www.w3.org/TR/SVG2/linking.html#LinksIntoSVG).
 *
 * Why: every SVG picture is a document of its own that the browser builds on the page's main
 * thread (1.5–3 ms each here). Eight logos were eight such tasks while the home page loaded, and
 * with the other threads' work on a 2-core machine each took 13–18 ms on the clock; one sprite is
 * one (docs/decisions/023). The marketing team still adds or replaces a logo as a file.
 *
 * The build writes the sprites (Vite plugin below); the development server composes them on each
 * request. Relative imports only: vite.config.ts loads this module.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { optimize } from 'svgo'
import type { Plugin } from 'vite'
import { CLIENT_LOGO_THEMES, clientLogoFile, clientLogoSprite, type ClientLogoTheme } from './client-logo-files.ts'
import { formatProblem, parseDataFile } from './data-check.server.ts'
import type { ClientLogosData } from './data-schema.ts'

/** A logo's drawing: its slug (the view's id), the SVG text and the file it came from (for messages). */
export type LogoDrawing = { slug: string; svg: string; file: string }

/** A logo file the sprite cannot take; `file` is the one to fix. */
export class LogoFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`)
  }
}

type Size = { width: number; height: number }

/** Attributes of a logo's root that belong to its place in the sprite, not to its drawing. */
const PLACEMENT_ATTRIBUTE = /^(xmlns(:.+)?|x|y|width|height|role|aria-.+)$/

/**
 * A logo ready to share a document with the others: its ids and class names prefixed with its slug
 * and `__`, so two logos' gradients or `.cls-1` styles cannot meet (and, as no slug has `__`, no id
 * can equal a view's), without XML declaration, doctype or comments. Returns the root element's
 * attributes and its content.
 */
function prepareDrawing(drawing: LogoDrawing): { attributes: Map<string, string>; content: string } {
  let optimized: string
  try {
    optimized = optimize(drawing.svg, {
      plugins: ['removeXMLProcInst', 'removeDoctype', 'removeComments', { name: 'prefixIds', params: { prefix: drawing.slug, delim: '__' } }],
    }).data
  } catch (error) {
    throw new LogoFileError(drawing.file, `not readable as SVG (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`)
  }
  const root = /^<svg\b([^>]*?)>([\s\S]*)<\/svg>$/.exec(optimized.trim())
  if (!root) throw new LogoFileError(drawing.file, 'its root element must be an <svg> with a drawing inside')
  const attributes = new Map([...root[1]!.matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]))
  return { attributes, content: root[2]! }
}

/** The drawing's own coordinates: its viewBox, or else its width and height in pixels. */
function viewBoxOf(attributes: Map<string, string>, file: string): string {
  const viewBox = attributes.get('viewBox')
  if (viewBox) return viewBox
  const [width, height] = ['width', 'height'].map((name) => /^\s*([\d.]+)(px)?\s*$/.exec(attributes.get(name) ?? '')?.[1])
  if (!width || !height) throw new LogoFileError(file, 'needs a viewBox (or a width and height in pixels) so it can be scaled into its place')
  return `0 0 ${width} ${height}`
}

/** An `<svg …>` start tag; the values come from svgo's output or our numbers, already escaped. */
function svgStartTag(attributes: Iterable<readonly [string, string]>): string {
  return `<svg${[...attributes].map(([name, value]) => ` ${name}="${value}"`).join('')}>`
}

/**
 * One sprite from the logos' drawings: each in a cell of `size`, one under the other, with a view
 * named by its slug. Without a fragment the sprite shows the first logo at the logos' size.
 */
export function composeLogoSprite(drawings: readonly LogoDrawing[], size: Size): string {
  const namespaces = new Map([['xmlns', 'http://www.w3.org/2000/svg']])
  const cellSize = [['width', String(size.width)], ['height', String(size.height)]] as const
  const views: string[] = []
  const cells: string[] = []
  drawings.forEach((drawing, index) => {
    const { attributes, content } = prepareDrawing(drawing)
    for (const [name, value] of attributes) if (name.startsWith('xmlns:')) namespaces.set(name, value)
    const viewBox = viewBoxOf(attributes, drawing.file)
    const kept = [...attributes].filter(([name]) => !PLACEMENT_ATTRIBUTE.test(name) && name !== 'viewBox')
    const y = index * size.height
    views.push(`<view id="${drawing.slug}" viewBox="0 ${y} ${size.width} ${size.height}"/>`)
    cells.push(`${svgStartTag([['y', String(y)], ...cellSize, ['viewBox', viewBox], ...kept])}${content}</svg>`)
  })
  const root = svgStartTag([...namespaces, ...cellSize, ['viewBox', `0 0 ${size.width} ${size.height}`]])
  return `${root}${views.join('')}${cells.join('')}</svg>\n`
}

const CLIENT_LOGOS_FILE = 'content/data/client-logos.yaml'

/** Both themes' sprites from the project's files (`root` is the project folder). */
export function buildClientLogoSprites(root: string = process.cwd()): Record<ClientLogoTheme, string> {
  const { data, problems } = parseDataFile(CLIENT_LOGOS_FILE, readFileSync(path.join(root, CLIENT_LOGOS_FILE), 'utf8'))
  if (problems.length > 0) throw new Error(`Invalid site data:\n${problems.map(formatProblem).join('\n')}`)
  const { size, logos } = data as ClientLogosData
  const spriteOf = (theme: ClientLogoTheme) =>
    composeLogoSprite(
      logos.map(({ slug }) => {
        const file = `public${clientLogoFile(slug, theme)}`
        try {
          return { slug, file, svg: readFileSync(path.join(root, file), 'utf8') }
        } catch {
          throw new LogoFileError(file, `does not exist (${CLIENT_LOGOS_FILE} lists "${slug}")`)
        }
      }),
      size,
    )
  return { light: spriteOf('light'), dark: spriteOf('dark') }
}

/**
 * Vite plugin: the client build writes each theme's sprite beside the public files; the
 * development server answers the same addresses from the current files.
 */
export function clientLogoSpritesPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'client-logo-sprites',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const address = request.url?.split(/[?#]/)[0]
        const theme = CLIENT_LOGO_THEMES.find((candidate) => clientLogoSprite(candidate) === address)
        if (!theme) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(buildClientLogoSprites(root)[theme])
      })
    },
    generateBundle() {
      const sprites = buildClientLogoSprites(root)
      for (const theme of CLIENT_LOGO_THEMES) this.emitFile({ type: 'asset', fileName: clientLogoSprite(theme).slice(1), source: sprites[theme] })
    },
  }
}
