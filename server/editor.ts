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
import express, { type Express, type Request, type Response } from 'express'
import texts from '@content/locales/tr.json'
import site from '@content/data/site.yaml'
import editorScript from '~/features/editor/editor.client?worker&url'
import { editorConfig, EDITOR_API, type EditorBackend } from '~/features/editor/editor-config'
import { checkEntryFiles } from '~/features/editor/editor-check.server'
import { renderPreview } from '~/features/editor/editor-preview.server'
import { contentPage, contentPagePaths } from '~/features/content/content.server'
import type { Env } from '~/lib/env.server'
import { logger } from '~/lib/server/logger.server'
import { DECAP_VERSION } from '../scripts/decap-assets.js'

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
          const { entry, dataFiles = entry ? [entry] : [], assets = [] } = params as unknown as { entry?: { path: string; raw: string; newPath?: string }; dataFiles?: { path: string; raw: string; newPath?: string }[]; assets?: { path: string; content: string; encoding: BufferEncoding }[] }
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
            await writeFile(target, Buffer.from(asset.content, asset.encoding))
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
          const { asset } = params as unknown as { asset: { path: string; content: string; encoding: BufferEncoding } }
          const target = await resolveInside(root, asset.path)
          const problem = pictureProblem(asset.path, Buffer.byteLength(asset.content, asset.encoding))
          if (problem) return res.status(422).json({ error: problem })
          await mkdir(path.dirname(target), { recursive: true })
          await writeFile(target, Buffer.from(asset.content, asset.encoding))
          return res.json(await mediaOf(asset.path))
        }
        case 'deleteFile':
        case 'deleteFiles': {
          const files = action === 'deleteFile' ? [(params as unknown as { path: string }).path] : (params as unknown as { paths: string[] }).paths
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

/** The largest picture the editor takes, and the kinds: what the pages' `picture` accepts. */
const MAX_PICTURE_BYTES = 2 * 1024 * 1024
function pictureProblem(file: string, bytes: number): string | null {
  const name = path.basename(file)
  if (!/^[a-z0-9_-]+\.(svg|png|jpe?g|webp|avif)$/.test(name)) return `${name}: a picture's name is lower-case letters, digits, - and _ with .svg, .png, .jpg, .webp or .avif`
  if (bytes > MAX_PICTURE_BYTES) return `${name}: ${(bytes / 1024 / 1024).toFixed(1)} MB is more than the 2 MB a page picture may have`
  return null
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
  app.get('/admin/config.json', (req, res) => {
    headers(res)
    const pages = contentPagePaths().map((pagePath) => ({ path: pagePath, title: contentPage(pagePath, 'tr')?.title ?? pagePath }))
    res.json(editorConfig({ backend, pages, texts, data: { 'site.yaml': site } }))
  })
  const decap = decapDir && existsSync(path.join(decapDir, 'decap-cms.js')) ? decapDir : undefined
  if (decap) app.use('/admin/decap', express.static(decap, { index: false, fallthrough: false, maxAge: '1d' }))
  else app.get('/admin/decap/{*file}', (_req, res) => void res.status(503).type('text/plain').send('The editor is not installed: run node scripts/decap-assets.js'))

  const json = express.json({ limit: '30mb' })
  app.post(`${EDITOR_API}/check`, json, (req, res) => {
    headers(res)
    const files = (req.body as { files?: Record<string, string> })?.files
    if (!files || typeof files !== 'object') return void res.status(400).json({ error: 'files: { path: text }' })
    res.json({ problems: checkEntryFiles(files) })
  })
  app.post(`${EDITOR_API}/preview`, json, async (req, res, next) => {
    try {
      const { file, text, theme } = req.body as { file?: string; text?: string; theme?: string }
      if (typeof file !== 'string' || typeof text !== 'string') return void res.status(400).json({ error: 'file and text' })
      headers(res)
      res.type('html').send(await renderPreview({ file, text, theme: theme === 'dark' ? 'dark' : 'light', origin: `${req.protocol}://${req.get('host')}`, host: req.hostname }))
    } catch (error) {
      next(error)
    }
  })
  if (backend.name === 'local') app.post(`${EDITOR_API}/v1`, json, localBackend(root))
}
