import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as editorConfigModule from '~/features/editor/editor-config'
import * as previewModule from '~/features/editor/editor-preview.server'
import { EDITOR_BODY_LIMIT_BYTES, mountEditor } from './editor'
import { EDITOR_REFUSALS_PER_MINUTE, EDITOR_REQUESTS_PER_MINUTE } from './editor-access'
import { resolveSiteOrigin } from './site-origin'

/**
 * The content editor's endpoints as a server mounts them (issue #50, probe 3 findings 1, 9, 10):
 * what a stranger can make them do, with a git backend (a local stand-in for the git host's API)
 * and with the local backend of `npm run edit` (a scratch folder for the working tree).
 */

vi.mock('~/features/editor/editor-config', { spy: true })
vi.mock('~/features/editor/editor-preview.server', { spy: true })

type Listening = { origin: string; close: () => Promise<void> }

async function listen(server: Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** The git host's API: `writer` may push to acme/site, `reader` may only read it, any other token is unknown. */
function fakeGitHost() {
  const asked: string[] = []
  let down = false
  const server = createServer((req, res) => {
    asked.push(String(req.headers.authorization))
    if (down) return void res.writeHead(502).end()
    if (req.url !== '/repos/acme/site') return void res.writeHead(404).end()
    const token = /^token (.+)$/.exec(String(req.headers.authorization))?.[1]
    if (token !== 'writer' && token !== 'reader') return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Bad credentials"}')
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ full_name: 'acme/site', permissions: { pull: true, push: token === 'writer' } }))
  })
  return { server, asked, setDown: (value: boolean) => (down = value) }
}

function siteWith(mount: (app: express.Express) => void): Promise<Listening> {
  const app = express()
  app.set('trust proxy', true)
  app.use(resolveSiteOrigin)
  mount(app)
  return listen(createServer(app))
}

describe('with a git backend (a deployment)', () => {
  const host = fakeGitHost()
  let git: Listening
  let site: Listening
  /** A fresh client address per test: each test meets the per-client limits from zero. */
  let client = 0
  let ip: string

  beforeAll(async () => {
    git = await listen(host.server)
    site = await siteWith((app) => mountEditor(app, { name: 'github', repo: 'acme/site', branch: 'main', apiRoot: git.origin }, { decapDir: '' }))
  })
  afterAll(async () => {
    await site.close()
    await git.close()
  })
  beforeEach(() => {
    ip = `203.0.113.${++client}`
    host.asked.length = 0
    host.setDown(false)
  })

  const post = (endpoint: 'check' | 'preview', body: string, headers: Record<string, string> = {}) =>
    fetch(`${site.origin}/admin/api/${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site.origin, 'x-forwarded-for': ip, ...headers }, body })
  const checkBody = JSON.stringify({ files: { 'content/data/site.yaml': readFileSync('content/data/site.yaml', 'utf8') } })

  it('makes config.json once per process, when it is mounted, and answers a browser that has it with 304', async () => {
    const built = vi.mocked(editorConfigModule.editorConfig)
    expect(built).toHaveBeenCalledTimes(1)
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${site.origin}/admin/config.json`, { headers: { 'accept-encoding': 'br' } })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(built).toHaveBeenCalledTimes(1)
    const [first] = answers
    expect(first!.headers.get('content-encoding')).toBe('br')
    expect((await first!.json()) as unknown).toMatchObject({ backend: { name: 'github', repo: 'acme/site' } })
    const etag = first!.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]{43}"$/)
    // As a browser's cache revalidates (fetch() would add `Cache-Control: no-cache` to a conditional request).
    const revalidated = await new Promise<number | undefined>((resolve, reject) => get(`${site.origin}/admin/config.json`, { headers: { 'if-none-match': etag! } }, (answer) => resolve(answer.resume().statusCode)).on('error', reject))
    expect(revalidated).toBe(304)
    expect(built).toHaveBeenCalledTimes(1)
  })

  it('refuses the check and the preview without the editor\'s sign-in, before reading the body', async () => {
    for (const endpoint of ['check', 'preview'] as const) {
      const answer = await post(endpoint, checkBody)
      expect(answer.status, endpoint).toBe(401)
      expect(answer.headers.get('connection')).toBe('close')
      expect(((await answer.json()) as { error: string }).error).toMatch(/Sign in to the editor again · Editöre yeniden giriş yapın · Bitte im Editor erneut anmelden/)
    }
    expect(host.asked).toEqual([])
  })

  it('lets a token the git host says may write through, asking the host once for many requests', async () => {
    for (let index = 0; index < 3; index++) {
      const answer = await post('check', checkBody, { authorization: 'Bearer writer' })
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ problems: [] })
    }
    expect(host.asked).toEqual(['token writer'])
  })

  it('refuses a token that may only read, and one the host does not know', async () => {
    expect((await post('check', checkBody, { authorization: 'Bearer reader' })).status).toBe(403)
    expect((await post('preview', checkBody, { authorization: 'Bearer made-up' })).status).toBe(403)
  })

  it('says so when the git host does not answer, and asks it again next time', async () => {
    host.setDown(true)
    const answer = await post('check', checkBody, { authorization: 'Bearer another-writer' })
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('10')
    host.setDown(false)
    expect((await post('check', checkBody, { authorization: 'Bearer another-writer' })).status).toBe(403)
    expect(host.asked).toHaveLength(2)
  })

  it('refuses other origins, whatever token they carry: another site, another port, https for http, null, a cross-site fetch', async () => {
    const other = site.origin.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`)
    const variants: Record<string, string>[] = [{ origin: 'http://evil.example' }, { origin: other }, { origin: site.origin.replace('http:', 'https:') }, { origin: 'null' }, { origin: site.origin, 'sec-fetch-site': 'cross-site' }, { origin: site.origin, 'sec-fetch-site': 'same-site' }]
    for (const headers of variants) {
      const answer = await post('preview', JSON.stringify({ file: 'content/pages/home/tr.yaml', text: '' }), { authorization: 'Bearer writer', ...headers })
      expect(answer.status, JSON.stringify(headers)).toBe(403)
    }
  })

  it(`limits made-up tokens to ${EDITOR_REFUSALS_PER_MINUTE} host calls per client and minute (then 429 with Retry-After)`, async () => {
    const statuses: number[] = []
    for (let index = 0; index <= EDITOR_REFUSALS_PER_MINUTE; index++) statuses.push((await post('check', checkBody, { authorization: `Bearer guess-${index}` })).status)
    expect(statuses.slice(0, EDITOR_REFUSALS_PER_MINUTE).every((status) => status === 403)).toBe(true)
    const refused = await post('check', checkBody, { authorization: 'Bearer guess-last' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(host.asked).toHaveLength(EDITOR_REFUSALS_PER_MINUTE)
  })

  it(`limits one signed-in client to ${EDITOR_REQUESTS_PER_MINUTE} requests a minute`, async () => {
    const statuses: number[] = []
    for (let index = 0; index <= EDITOR_REQUESTS_PER_MINUTE; index++) statuses.push((await post('check', '{"files":{}}', { authorization: 'Bearer writer' })).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(EDITOR_REQUESTS_PER_MINUTE)
    expect(statuses.filter((status) => status === 429)).toHaveLength(1)
  })

  it(`answers a body over ${EDITOR_BODY_LIMIT_BYTES / 1024} KB with 413, and one that is not JSON with 400, never 500`, async () => {
    const large = JSON.stringify({ file: 'content/pages/home/tr.yaml', text: 'x'.repeat(EDITOR_BODY_LIMIT_BYTES) })
    const tooLarge = await post('preview', large, { authorization: 'Bearer writer' })
    expect(tooLarge.status).toBe(413)
    expect(((await tooLarge.json()) as { error: string }).error).toMatch(/larger than the editor takes \(256 KB\)/)
    expect((await post('preview', 'plain text', { authorization: 'Bearer writer', 'content-type': 'text/plain' })).status).toBe(400)
    expect((await post('preview', '{"file": ', { authorization: 'Bearer writer' })).status).toBe(400)
    expect((await post('check', '{"files": {"a": 1}}', { authorization: 'Bearer writer' })).status).toBe(400)
  })

  it('renders one preview at a time, the next when it is done, and refuses more than eight waiting', async () => {
    const rendering = vi.mocked(previewModule.renderPreview)
    const held: (() => void)[] = []
    rendering.mockImplementation(() => new Promise<string>((resolve) => held.push(() => resolve('<p>preview</p>'))))
    try {
      const body = JSON.stringify({ file: 'content/pages/home/tr.yaml', text: 'sections: []' })
      const answers = Array.from({ length: 10 }, (_, index) => post('preview', body, { authorization: 'Bearer writer', 'x-forwarded-for': `198.51.100.${index + 1}` }))
      // The tenth finds eight waiting behind the first.
      expect((await Promise.race(answers)).status).toBe(429)
      await vi.waitFor(() => expect(held).toHaveLength(1))
      held[0]!()
      await vi.waitFor(() => expect(held).toHaveLength(2))
      expect(rendering).toHaveBeenCalledTimes(2)
      for (let index = 1; index < 9; index++) {
        await vi.waitFor(() => expect(held.length).toBeGreaterThan(index))
        held[index]!()
      }
      const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort()
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 429])
    } finally {
      rendering.mockRestore()
    }
  })
})

describe('with the local backend (npm run edit)', () => {
  let root: string
  let site: Listening
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'editor-local-'))
    for (const folder of ['content/pages', 'content/data', 'public/images']) mkdirSync(path.join(root, folder), { recursive: true })
    site = await siteWith((app) => mountEditor(app, { name: 'local' }, { root, decapDir: '' }))
  })
  afterAll(async () => {
    await site.close()
    rmSync(root, { recursive: true, force: true })
  })

  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
  const call = (action: string, params: unknown, origin = site.origin) =>
    fetch(`${site.origin}/admin/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ action, params }) })
  const asset = (file: string, bytes: Buffer | string) => ({ path: file, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' })
  const written = (file: string) => existsSync(path.join(root, file))

  it('refuses any other origin, other localhost ports included', async () => {
    const port = Number(new URL(site.origin).port)
    for (const origin of [`http://localhost:${port + 1}`, `http://127.0.0.1:${port + 1}`, 'http://[::1]:1234', 'null']) {
      const answer = await call('info', {}, origin)
      expect(answer.status, origin).toBe(403)
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    }
    expect((await call('info', {})).status).toBe(200)
  })

  it('writes a real picture into public/images', async () => {
    expect((await call('persistMedia', { asset: asset('public/images/green.png', PNG) })).status).toBe(200)
    expect(readFileSync(path.join(root, 'public/images/green.png')).equals(PNG)).toBe(true)
  })

  it.each([
    ['an SVG with a script', 'public/images/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', /refused because it contains <script>/],
    ['an SVG with an event handler', 'public/images/handler.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', /event handler \(onload\)/],
    ['an SVG that links elsewhere', 'public/images/link.svg', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', /links to javascript:/],
    ['HTML named .png', 'public/images/fake.png', '<html><body>hello</body></html>', /not a PNG picture/],
    ['a program renamed .png', 'public/images/setup.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), /not a PNG picture/],
    ['a picture into content/data', 'content/data/x.png', PNG, /saved in public\/images only/],
    ['a picture larger than 2 MB', 'public/images/large.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), /more than the 2 MB/],
    ['a script named as a picture folder file', 'public/images/x.js', 'alert(1)', /a picture's name is lower-case/],
  ])('refuses %s, uploaded on its own or saved with an entry', async (_, file, bytes, message) => {
    for (const [action, params] of [
      ['persistMedia', { asset: asset(file, bytes) }],
      ['persistEntry', { dataFiles: [], assets: [asset(file, bytes)] }],
    ] as const) {
      const answer = await call(action, params)
      expect(answer.status, action).toBe(422)
      expect(((await answer.json()) as { error: string }).error, action).toMatch(message)
      expect(written(file), action).toBe(false)
    }
  })

  it('refuses data files outside their folders and kinds, and renames out of them, writing nothing of the save', async () => {
    const page = { path: 'content/pages/x/tr.yaml', raw: 'title: X\n' }
    for (const dataFiles of [[{ path: 'content/data/evil.ts', raw: 'export {}' }], [{ path: 'public/images/page.html', raw: '<p>x</p>' }], [{ ...page, newPath: 'public/images/renamed.js' }]]) {
      const answer = await call('persistEntry', { dataFiles })
      expect(answer.status, JSON.stringify(dataFiles)).toBe(422)
      expect(((await answer.json()) as { error: string }).error).toMatch(/only in their folders under content\//)
    }
    for (const file of ['content/data/evil.ts', 'public/images/page.html', 'public/images/renamed.js', 'content/pages/x/tr.yaml']) expect(written(file), file).toBe(false)
  })

  it('refuses to delete what is neither a content file nor a picture', async () => {
    const answer = await call('deleteFiles', { paths: ['content/data/site.ts'] })
    expect(answer.status).toBe(422)
  })
})

describe('npm run edit', () => {
  it('refuses to listen beyond this machine: its editor writes files without a sign-in', () => {
    const run = spawnSync(process.execPath, ['scripts/edit.js'], { env: { ...process.env, HOST: '0.0.0.0', PORT: '0' }, encoding: 'utf8', timeout: 60_000 })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('npm run edit listens on this machine only')
  })
})

describe('the pictures the site ships', () => {
  it('pass the editor\'s picture rule, so re-saving one is never refused', async () => {
    const { pictureProblem } = await import('./editor-files')
    const { readdirSync } = await import('node:fs')
    const files = readdirSync('public/images', { recursive: true, encoding: 'utf8' }).filter((file) => /\.(svg|png|jpe?g|webp|avif)$/.test(file))
    expect(files.length).toBeGreaterThan(10)
    const problems = (await Promise.all(files.map((file) => pictureProblem(`public/images/${file}`, readFileSync(path.join('public/images', file)))))).filter(Boolean)
    expect(problems).toEqual([])
  })
})
