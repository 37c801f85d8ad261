/**
 * The content editor at /admin/ (Decap CMS, docs/decisions/024), outside the language prefix:
 * its page (noindex, its own CSP), its configuration made from the schemas, Decap's bundle, our
 * editor script, the preview and the check; with `EDITOR_BACKEND=local` (`npm run edit`, the
 * development server only) also the local file API Decap's proxy backend talks to, which reads and
 * writes this working tree's content and pictures. Without EDITOR_BACKEND every /admin address is
 * a 404, and no public page ever names any of it.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import express, { type Express, type Request, type RequestHandler, type Response } from 'express'
import texts from '@content/locales/tr.json'
import site from '@content/data/site.yaml'
import editorScript from '~/features/editor/editor.client?worker&url'
import { editorConfig, EDITOR_API, type EditorBackend } from '~/features/editor/editor-config'
import { checkEntryFiles } from '~/features/editor/editor-check.server'
import { renderPreview } from '~/features/editor/editor-preview.server'
import { contentPage, contentPagePaths } from '~/features/content/content.server'
import type { Env } from '~/lib/env.server'
import { logger } from '~/lib/server/logger.server'
import { siteOrigin } from './site-origin'
import { DECAP_VERSION } from '../scripts/decap-assets.js'
import { editorApiAccess } from './editor-access'
import { contentFileProblem, isPicturePath, pictureProblem } from './editor-files'

/** Where scripts/decap-assets.js unpacks Decap's bundle (the working directory is the site's root). */
const DECAP_DIST = path.resolve('node_modules', '.cache', `decap-cms-${DECAP_VERSION}`, 'package', 'dist')

/** The editor's backend from the environment, or null: the editor is off. */
export function editorBackend(env: Pick<Env, 'EDITOR_BACKEND' | 'EDITOR_REPO' | 'EDITOR_BRANCH' | 'EDITOR_OAUTH_BASE_URL' | 'EDITOR_OAUTH_ENDPOINT' | 'EDITOR_API_ROOT' | 'EDITOR_APP_ID'>): EditorBackend | null {
  if (!env.EDITOR_BACKEND) return null
  if (env.EDITOR_BACKEND === 'local') return { name: 'local' }
  return {
    name: env.EDITOR_BACKEND,
    repo: env.EDITOR_REPO!,
    branch: env.EDITOR_BRANCH,
    baseUrl: env.EDITOR_OAUTH_BASE_URL,
    authEndpoint: env.EDITOR_OAUTH_ENDPOINT,
    apiRoot: env.EDITOR_API_ROOT,
    appId: env.EDITOR_APP_ID,
  }
}

/** The git hosts' APIs the editor talks to from the browser (connect-src). */
function hostOrigins(backend: EditorBackend): string[] {
  if (backend.name === 'local') return []
  const defaults = { github: ['https://api.github.com'], gitlab: ['https://gitlab.com'], gitea: [] }[backend.name]
  return [...defaults, ...[backend.apiRoot, backend.baseUrl].filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin)]
}

/**
 * The editor page's policy: Decap compiles its validation schemas (`unsafe-eval`), runs WebAssembly,
 * styles with emotion (inline styles) and shows pictures from blobs; it talks to this server and the
 * git host. The preview is a document it writes itself (srcdoc, same origin).
 */
function editorContentSecurityPolicy(backend: EditorBackend): string {
  // blob: Decap reads an upload back from its object URL before it sends it.
  const connect = ["'self'", 'blob:', ...hostOrigins(backend)].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

function editorPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · İçerik editörü · Inhaltseditor</title>
</head>
<body>
<script src="/admin/manual-init.js"></script>
<script src="/admin/decap/decap-cms.js"></script>
<script type="module" src="${editorScript}"></script>
</body>
</html>
`
}

/** Only the content, the data, the frame's texts and the pictures are the editor's to read and write. */
const WRITABLE = /^(content\/(pages|collections|data|locales)\/|public\/images\/)[\w./-]+$/

async function resolveInside(root: string, file: string): Promise<string> {
  const clean = file.replace(/^\/+/, '')
  if (!WRITABLE.test(clean) || clean.split('/').includes('..')) throw Object.assign(new Error(`the editor does not write ${file}`), { status: 403 })
  const resolved = path.resolve(root, clean)
  if (!resolved.startsWith(`${path.resolve(root)}${path.sep}`)) throw Object.assign(new Error(`outside the site: ${file}`), { status: 403 })
  return resolved
}

const sha = (content: Buffer | string) => createHash('sha256').update(content).digest('hex')

async function listFiles(directory: string, extension: string, depth: number): Promise<string[]> {
  if (depth <= 0) return []
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(path.join(directory, entry.name), extension, depth - 1) : Promise.resolve(entry.name.endsWith(extension) ? [path.join(directory, entry.name)] : []))))
  return nested.flat()
}

type DataFile = { path: string; raw: string; newPath?: string }
type Asset = { path: string; content: string; encoding: BufferEncoding }
const bytesOf = (asset: Asset) => Buffer.from(String(asset.content ?? ''), asset.encoding === 'base64' ? 'base64' : 'utf8')

/**
 * Decap's proxy backend protocol (what decap-server's local file mode answers), limited to the
 * editor's folders. Every write of an entry is checked first: a file the build would refuse is not
 * written, and the answer names its file and field (the browser checked it too, before saving).
 */
function localBackend(root: string) {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/')
  const entryOf = async (file: string) => {
    try {
      const content = await readFile(await resolveInside(root, file))
      return { data: content.toString('utf8'), file: { path: file, id: sha(content) } }
    } catch {
      return { data: null, file: { path: file, id: null } }
    }
  }
  const mediaOf = async (file: string) => {
    const content = await readFile(await resolveInside(root, file))
    return { id: sha(content), content: content.toString('base64'), encoding: 'base64', path: file, name: path.basename(file) }
  }
  return async (req: Request, res: Response) => {
    const { action, params = {} } = (req.body ?? {}) as { action?: string; params?: Record<string, unknown> }
    try {
      switch (action) {
        case 'info':
          return res.json({ repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' })
        case 'entriesByFolder': {
          const { folder, extension, depth } = params as unknown as { folder: string; extension: string; depth: number }
          const files = await listFiles(await resolveInside(root, `${folder}/x`).then(path.dirname), extension, depth)
          return res.json(await Promise.all(files.sort().map((file) => entryOf(relative(file)))))
        }
        case 'entriesByFiles':
          return res.json(await Promise.all((params as unknown as { files: { path: string }[] }).files.map((file) => entryOf(file.path))))
        case 'getEntry':
          return res.json(await entryOf((params as unknown as { path: string }).path))
        case 'persistEntry': {
          const { entry, dataFiles = entry ? [entry] : [], assets = [] } = params as unknown as { entry?: DataFile; dataFiles?: DataFile[]; assets?: Asset[] }
          if (!Array.isArray(dataFiles) || !Array.isArray(assets)) return res.status(400).json({ error: 'dataFiles and assets are lists' })
          // Every file of the save obeys the same rules before any is written: a refused save writes nothing.
          const refused = [
            ...dataFiles.flatMap((file) => [file.path, ...(file.newPath ? [file.newPath] : [])]).map((file) => contentFileProblem(String(file))),
            ...(await Promise.all(assets.map((asset) => pictureProblem(String(asset.path), bytesOf(asset))))),
          ].filter((problem): problem is string => problem !== null)
          if (refused.length > 0) return res.status(422).json({ error: refused.join(' | ') })
          const problems = checkEntryFiles(Object.fromEntries(dataFiles.map((file) => [file.path, file.raw])))
          if (problems.length > 0) return res.status(422).json({ error: problems.join(' | ') })
          for (const file of dataFiles) {
            const target = await resolveInside(root, file.path)
            await mkdir(path.dirname(target), { recursive: true })
            await writeFile(target, file.raw)
            if (file.newPath) await rename(target, await resolveInside(root, file.newPath))
          }
          for (const asset of assets) {
            const target = await resolveInside(root, asset.path)
            await mkdir(path.dirname(target), { recursive: true })
            await writeFile(target, bytesOf(asset))
          }
          logger.info({ files: dataFiles.map((file) => file.path) }, 'editor saved')
          return res.json({ message: 'entry persisted' })
        }
        case 'getMedia': {
          const folder = (params as unknown as { mediaFolder: string }).mediaFolder
          const files = await listFiles(path.dirname(await resolveInside(root, `${folder}/x`)), '', 1)
          return res.json(await Promise.all(files.sort().map((file) => mediaOf(relative(file)))))
        }
        case 'getMediaFile':
          return res.json(await mediaOf((params as unknown as { path: string }).path))
        case 'persistMedia': {
          const { asset } = params as unknown as { asset: Asset }
          const bytes = bytesOf(asset)
          const problem = await pictureProblem(String(asset.path), bytes)
          if (problem) return res.status(422).json({ error: problem })
          const target = await resolveInside(root, asset.path)
          await mkdir(path.dirname(target), { recursive: true })
          await writeFile(target, bytes)
          return res.json(await mediaOf(asset.path))
        }
        case 'deleteFile':
        case 'deleteFiles': {
          const files = action === 'deleteFile' ? [(params as unknown as { path: string }).path] : (params as unknown as { paths: string[] }).paths
          const refused = files.filter((file) => !isPicturePath(String(file)) && contentFileProblem(String(file)) !== null)
          if (refused.length > 0) return res.status(422).json({ error: `the editor deletes only content files and pictures: ${refused.join(', ')}` })
          for (const file of files) await unlink(await resolveInside(root, file)).catch(() => undefined)
          return res.json({ message: `deleted ${files.join(', ')}` })
        }
        case 'getDeployPreview':
          return res.json(null)
        default:
          return res.status(422).json({ error: `unknown action ${String(action)}` })
      }
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500
      if (status === 500) logger.error({ err: error, action }, 'editor backend failed')
      return res.status(status).json({ error: (error as Error).message })
    }
  }
}

/** Mounts /admin (or its 404s). `decapDir`: the unpacked decap-cms dist folder (scripts/decap-assets.js). */
export function mountEditor(app: Express, backend: EditorBackend | null, { root = process.cwd(), decapDir = DECAP_DIST }: { root?: string; decapDir?: string } = {}) {
  if (!backend) {
    app.use(['/admin', '/admin/{*rest}'], (_req, res) => void res.status(404).type('text/plain').send('Not found'))
    return
  }
  const csp = editorContentSecurityPolicy(backend)
  const headers = (res: Response) => {
    res.setHeader('Content-Security-Policy', csp)
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    res.setHeader('X-Robots-Tag', 'noindex, nofollow')
    res.setHeader('Cache-Control', 'no-store')
  }
  // Decap resolves its addresses against the page's: the editor is /admin/, with the slash.
  app.get('/admin/', (req, res) => {
    if (!req.originalUrl.split('?')[0]!.endsWith('/')) return res.redirect(301, '/admin/')
    headers(res)
    res.type('html').send(editorPage())
  })
  // Decap starts itself when it loads unless told not to: our script registers the formats, previews and checks first.
  app.get('/admin/manual-init.js', (_req, res) => {
    headers(res)
    res.type('text/javascript').send('window.CMS_MANUAL_INIT = true\n')
  })
  // The configuration depends on the build and the environment only: with a git backend it is made
  // and compressed once per process, when the server starts, then answered from memory, or with 304
  // to a browser that has it. (Made anew per request, its 1.7 MB of JSON cost ~0.65 s of CPU each:
  // four clients froze the server.) The local backend's is made per request, so a page the editor
  // just created is listed.
  const config = backend.name === 'local' ? undefined : once(() => compressedJson(editorConfigOf(backend)))
  // Made now, while the server is being set up (about half a second here): before it listens, not in a visitor's request.
  void config?.().catch((error: unknown) => logger.error({ err: error }, 'editor: the configuration could not be made'))
  app.get('/admin/config.json', async (req, res, next) => {
    try {
      headers(res)
      if (!config) return void res.json(editorConfigOf(backend))
      sendCompressedJson(req, res, await config())
    } catch (error) {
      next(error)
    }
  })
  const decap = decapDir && existsSync(path.join(decapDir, 'decap-cms.js')) ? decapDir : undefined
  if (decap) app.use('/admin/decap', express.static(decap, { index: false, fallthrough: false, maxAge: '1d' }))
  else app.get('/admin/decap/{*file}', (_req, res) => void res.status(503).type('text/plain').send('The editor is not installed: run node scripts/decap-assets.js'))

  const api = editorApiAccess(backend)
  const oneRender = oneAtATime(RENDERS_WAITING)
  const json = express.json({ limit: EDITOR_BODY_LIMIT_BYTES })
  app.post(`${EDITOR_API}/check`, api, json, oneRender, (req, res) => {
    headers(res)
    const files = (req.body as { files?: unknown } | undefined)?.files
    if (!isTextsByPath(files)) return void res.status(400).json({ error: BAD_BODY.check })
    res.json({ problems: checkEntryFiles(files) })
  })
  app.post(`${EDITOR_API}/preview`, api, json, oneRender, async (req, res, next) => {
    try {
      headers(res)
      const { file, text, theme } = (req.body ?? {}) as { file?: unknown; text?: unknown; theme?: unknown }
      if (typeof file !== 'string' || typeof text !== 'string') return void res.status(400).json({ error: BAD_BODY.preview })
      res.type('html').send(await renderPreview({ file, text, theme: theme === 'dark' ? 'dark' : 'light', origin: siteOrigin(res), host: req.hostname }))
    } catch (error) {
      next(error)
    }
  })
  if (backend.name === 'local') app.post(`${EDITOR_API}/v1`, api, express.json({ limit: LOCAL_BODY_LIMIT_BYTES }), localBackend(root))
  app.use(EDITOR_API, refuseBadBodies)
}

/**
 * The largest body the check and the preview take: the largest real entry is the frame's texts in
 * three languages (content/locales, ~125 KB, ~140 KB as JSON; the privacy policy's three files are
 * 63 KB), with room to grow. deploy/nginx-site.conf lets the same size through for /admin/api/.
 * At this size a preview takes about 0.1 s here (an article repeated to 250 KB: 52–110 ms), and
 * checks and previews run one at a time (oneAtATime), so the site keeps answering between them.
 */
export const EDITOR_BODY_LIMIT_BYTES = 256 * 1024
/** The local backend (npm run edit, this machine only) also carries pictures: 2 MB, base64-encoded, with their entry. */
const LOCAL_BODY_LIMIT_BYTES = 4 * 1024 * 1024
/** Checks and previews that may wait for the one running; more are refused (429) rather than queued without end. */
const RENDERS_WAITING = 8

const BAD_BODY = {
  check: 'Send the files as JSON: { "files": { path: text } } · Dosyaları JSON olarak gönderin · Dateien als JSON senden',
  preview: 'Send the file as JSON: { "file", "text", "theme" } · Dosyayı JSON olarak gönderin · Datei als JSON senden',
  tooLarge: `The entry is larger than the editor takes (${EDITOR_BODY_LIMIT_BYTES / 1024} KB) · Kayıt editörün kabul ettiğinden büyük · Der Eintrag ist größer, als der Editor annimmt`,
  notJson: 'The body is not valid JSON · Gövde geçerli JSON değil · Der Inhalt ist kein gültiges JSON',
}

function isTextsByPath(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((text) => typeof text === 'string')
}

/** A body the JSON reader refused (too large, not JSON, another encoding) is a 4xx with its reason, never a 500. */
const refuseBadBodies: express.ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, next) => {
  const status = error?.status
  if (typeof status !== 'number' || status < 400 || status >= 500) return next(error)
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Connection', 'close')
  res.status(status).json({ error: error.type === 'entity.too.large' ? BAD_BODY.tooLarge : error.type === 'entity.parse.failed' ? BAD_BODY.notJson : String((error as Error).message) })
}

/**
 * Lets one request at a time through (per process), the next ones in the order they came, at most
 * `maxWaiting` of them; a client that leaves while waiting gives its place up. A check or preview
 * is CPU work on the event loop: one at a time, other requests are answered between them.
 */
function oneAtATime(maxWaiting: number): RequestHandler {
  let busy = false
  const waiting: (() => void)[] = []
  const release = () => {
    const nextInLine = waiting.shift()
    if (nextInLine) nextInLine()
    else busy = false
  }
  return (_req, res, next) => {
    const start = () => {
      res.once('close', release)
      next()
    }
    if (!busy) {
      busy = true
      return start()
    }
    if (waiting.length >= maxWaiting) {
      res.setHeader('Retry-After', '1')
      return void res.status(429).json({ error: 'The editor is busy: try again in a moment · Editör meşgul: biraz sonra yeniden deneyin · Der Editor ist beschäftigt: bitte gleich noch einmal' })
    }
    waiting.push(start)
    res.once('close', () => {
      const place = waiting.indexOf(start)
      if (place >= 0) waiting.splice(place, 1)
    })
  }
}

function editorConfigOf(backend: EditorBackend) {
  const pages = contentPagePaths().map((pagePath) => ({ path: pagePath, title: contentPage(pagePath, 'tr')?.title ?? pagePath }))
  return editorConfig({ backend, pages, texts, data: { 'site.yaml': site } })
}

/** Runs `make` the first time it is asked for and keeps its promise (a failure is tried again next time). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined
      throw error
    })
    return made
  }
}

type CompressedJson = { etag: string; identity: Buffer; gzip: Buffer; br: Buffer }

/** A JSON answer made once: its bytes, their gzip and brotli forms (compressed off the event loop) and a strong validator. */
async function compressedJson(value: unknown): Promise<CompressedJson> {
  const identity = Buffer.from(JSON.stringify(value))
  const [gzipped, brotli] = await Promise.all([
    promisify(gzip)(identity, { level: 9 }),
    promisify(brotliCompress)(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ])
  return { etag: `"${createHash('sha256').update(identity).digest('base64url')}"`, identity, gzip: gzipped, br: brotli }
}

function sendCompressedJson(req: Request, res: Response, answer: CompressedJson): void {
  res.setHeader('ETag', answer.etag)
  res.setHeader('Vary', 'Accept-Encoding')
  // Revalidated on each visit (a new deployment changes it), answered with 304 while it is the same.
  res.setHeader('Cache-Control', 'private, no-cache')
  if (req.fresh) return void res.status(304).end()
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity')
  res.type('json')
  if (encoding === 'br' || encoding === 'gzip') {
    res.setHeader('Content-Encoding', encoding)
    return void res.send(answer[encoding])
  }
  res.send(answer.identity)
}
