import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { buildIfNeeded, startAppServer } from '../fixtures/app-server.js'
import { copySite, startEditorSite } from '../fixtures/editor-site.js'
import { scaled } from '../fixtures/slowness.js'

/**
 * The content editor (issue #38, docs/decisions/024) against `npm run edit` on a copy of the site:
 * what a marketer saves is the file a developer would have written (only the lines that changed),
 * and the page shows it; what the build would refuse is refused with its field named.
 */
test.describe.configure({ mode: 'serial', timeout: scaled(180_000) })

let site: Awaited<ReturnType<typeof startEditorSite>>
let copy: string

test.beforeAll(async () => {
  test.setTimeout(scaled(240_000))
  copy = copySite()
  site = await startEditorSite(copy)
})

test.afterAll(async () => {
  await site?.stop()
  site?.remove()
})

const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' })
/** The lines a save changed in the copy, as `git diff` shows them (+/- lines only). */
function changedLines(): string[] {
  return git('diff', '--unified=0', '--no-color')
    .split('\n')
    .filter((line) => /^[+-](?![+-])/.test(line))
}
const fileText = (file: string) => readFileSync(path.join(copy, file), 'utf8')

async function openEntry(page: Page, hash: string) {
  await page.goto(`${site.origin}/admin/#/${hash}`)
  await expect(page.getByText('Writing in TR').first()).toBeVisible({ timeout: scaled(60_000) })
}

/** The text box of the pane `pane` (0: left, 1: right) whose value is `value`. */
async function fieldWithValue(page: Page, value: string, pane = 0) {
  const boxes = page.locator('input[type="text"], input:not([type]), textarea')
  await expect.poll(async () => (await boxes.evaluateAll((all, wanted) => all.filter((box) => (box as HTMLInputElement).value === wanted).length, value)), { timeout: scaled(20_000) }).toBeGreaterThan(pane)
  const index = await boxes.evaluateAll((all, wanted) => all.map((box, i) => ((box as HTMLInputElement).value === wanted ? i : -1)).filter((i) => i >= 0), value)
  return boxes.nth(index[pane]!)
}

/** Opens the folded list item (a section) whose summary is `summary`, in the left pane. */
async function unfold(page: Page, summary: string) {
  await page.getByText(summary, { exact: true }).first().locator('xpath=..').getByRole('button').first().click()
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
}

test('the Turkish home headline: one line of content/pages/home/tr.yaml changes, and the home page shows it @same-on-phone', async ({ page }) => {
  const before = /title: (İşinizle.*)/.exec(fileText('content/pages/home/tr.yaml'))![1]!
  await openEntry(page, 'collections/pages/entries/home')
  // The sections are folded to their titles: open the hero of the Turkish pane.
  await unfold(page, before)
  const headline = await fieldWithValue(page, before)
  await headline.fill('Fikirden canlıya, işinizle büyüyen yazılımlar')
  await publish(page)
  await expect(page.getByText(/Entry (saved|published)/i).first()).toBeVisible({ timeout: scaled(20_000) })
  await expect.poll(() => changedLines(), { timeout: scaled(10_000) }).toEqual([`-    title: ${before}`, '+    title: Fikirden canlıya, işinizle büyüyen yazılımlar'])
  expect(git('status', '--porcelain')).toBe(' M content/pages/home/tr.yaml\n')

  await expect.poll(async () => (await (await fetch(`${site.origin}/tr`)).text()).includes('Fikirden canlıya, işinizle büyüyen yazılımlar'), { timeout: scaled(30_000) }).toBe(true)
  await page.goto(`${site.origin}/tr`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fikirden canlıya, işinizle büyüyen yazılımlar')
  git('commit', '-qam', 'home headline')
})

test('an English job posting: one line of its .en.md changes, the others stay, and the job page shows it @same-on-phone', async ({ page }) => {
  const before = /^title: (.*)$/m.exec(fileText('content/collections/jobs/devops-engineer.en.md'))![1]!
  await openEntry(page, 'collections/jobs/entries/devops-engineer')
  const title = await fieldWithValue(page, before.replace(/^"|"$/g, ''), 0)
  // The right pane writes in English.
  const english = await fieldWithValue(page, before.replace(/^"|"$/g, ''), 0)
  await expect(english).toBeVisible()
  await title.fill('DevOps Engineer (Kubernetes)')
  await publish(page)
  await expect(page.getByText(/Entry (saved|published)/i).first()).toBeVisible({ timeout: scaled(20_000) })
  await expect.poll(() => changedLines(), { timeout: scaled(10_000) }).toEqual([`-title: ${before}`, '+title: "DevOps Engineer (Kubernetes)"'])
  expect(git('status', '--porcelain')).toBe(' M content/collections/jobs/devops-engineer.en.md\n')
  await expect.poll(async () => (await (await fetch(`${site.origin}/en/career/single/devops-engineer`)).text()).includes('DevOps Engineer (Kubernetes)'), { timeout: scaled(30_000) }).toBe(true)
  git('commit', '-qam', 'job title')
})

test('an empty required field and a link to a page that does not exist are refused with their messages @same-on-phone', async ({ page }) => {
  await openEntry(page, 'collections/pages/entries/home')
  await unfold(page, 'Fikirden canlıya, işinizle büyüyen yazılımlar')
  const headline = await fieldWithValue(page, 'Fikirden canlıya, işinizle büyüyen yazılımlar')
  await headline.fill('')
  await publish(page)
  await expect(page.getByText('content/pages/home/tr.yaml: sections.0.title: required: fill it in').first()).toBeVisible({ timeout: scaled(20_000) })
  await headline.fill('Fikirden canlıya, işinizle büyüyen yazılımlar')

  // Another entry in a page of its own (this one has unsaved changes).
  const about = await page.context().newPage()
  await openEntry(about, 'collections/pages/entries/about__v1')
  await unfold(about, /^ +title: (.*)$/m.exec(fileText('content/pages/about/v1/tr.yaml').split('sections:')[1]!)![1]!)
  const link = await fieldWithValue(about, '/team')
  await link.fill('/no-such-page')
  await publish(about)
  await expect(about.getByText('content/pages/about/v1/tr.yaml: sections.0.actions.0.to: "/no-such-page" is not a page of the site').first()).toBeVisible({ timeout: scaled(20_000) })
  expect(git('status', '--porcelain')).toBe('')
})

test('the preview shows the entry by the site\'s own sections, in the language being written and in dark too @same-on-phone', async ({ page }) => {
  const german = /^ {4}title: (.*)$/m.exec(fileText('content/pages/home/de.yaml'))![1]!
  await openEntry(page, 'collections/pages/entries/home')
  await page.getByTitle('Toggle preview').click()
  const preview = page.frameLocator('iframe').first().frameLocator('iframe[title="Preview · Önizleme"]')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Fikirden canlıya, işinizle büyüyen yazılımlar', { timeout: scaled(30_000) })

  await page.getByText('Writing in TR').first().click()
  await page.getByRole('menuitem', { name: 'de', exact: true }).click()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(german, { timeout: scaled(30_000) })
  await expect(preview.locator('html')).toHaveAttribute('lang', 'de')

  await page.frameLocator('iframe').first().getByRole('button', { name: 'Dark · Koyu' }).click()
  await expect(preview.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: scaled(30_000) })
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(german)
})

test('a picture uploaded in the editor lands in public/images and shows in the preview @same-on-phone', async ({ page }) => {
  // A small PNG this test makes (1×1, green).
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
  await openEntry(page, 'collections/pages/entries/home')
  await page.getByTitle('Toggle preview').click()
  await unfold(page, 'Fikirden canlıya, işinizle büyüyen yazılımlar')
  // The picture's folded object: its bar (the second "Picture": the first is the field's label) holds the arrow.
  await page.getByText('Picture', { exact: true }).nth(1).locator('xpath=..').getByRole('button').first().click()
  await page.getByRole('button', { name: /Choose different image/i }).first().click()
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'dashboard-new.png', mimeType: 'image/png', buffer: png })
  await page.getByRole('button', { name: /Choose selected/i }).click()
  const preview = page.frameLocator('iframe').first().frameLocator('iframe[title="Preview · Önizleme"]')
  await expect(preview.locator('img[src="/images/dashboard-new.png"]')).toHaveCount(1, { timeout: scaled(30_000) })
  // Decap keeps an upload with the entry until it is saved: then both are written.
  await publish(page)
  await expect.poll(() => { try { return readFileSync(path.join(copy, 'public/images/dashboard-new.png')).equals(png) } catch { return false } }, { timeout: scaled(20_000) }).toBe(true)
  await expect.poll(() => changedLines(), { timeout: scaled(10_000) }).toEqual(['-      src: /images/home/dashboard-tr.svg', '+      src: /images/dashboard-new.png'])
})

/** The addresses this machine listens on at a TCP port (/proc/net/tcp and tcp6, state LISTEN), as hex. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
      .map((fields) => fields[1]!.split(':')[0]!),
  )
}
const LOOPBACK_HEX = new Set(['0100007F', '00000000000000000000000001000000'])

test('npm run edit is for this machine only: hot reload listens on loopback, other local origins get neither CORS nor the file API, saved pictures come with nosniff and a sandbox @same-on-phone', async () => {
  // Vite's hot-reload socket (port 24678 in middleware mode): on every interface before issue #50.
  const hotReload = listeningAddresses(24678)
  expect(hotReload.length).toBeGreaterThan(0)
  expect(hotReload.filter((address) => !LOOPBACK_HEX.has(address))).toEqual([])
  const otherApp = 'http://localhost:8080'
  const preflight = await fetch(`${site.origin}/admin/api/v1`, { method: 'OPTIONS', headers: { origin: otherApp, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  const read = await fetch(`${site.origin}/admin/api/v1`, { method: 'POST', headers: { origin: otherApp, 'content-type': 'application/json' }, body: JSON.stringify({ action: 'getEntry', params: { path: 'content/data/site.yaml' } }) })
  expect(read.status).toBe(403)
  const picture = await fetch(`${site.origin}/images/home/dashboard-tr.svg`)
  expect(picture.status).toBe(200)
  expect(picture.headers.get('x-content-type-options')).toBe('nosniff')
  expect(picture.headers.get('content-security-policy')).toContain('sandbox')
})

test('a production server answers /admin/ only with a git backend configured, noindex and with its own policy; public pages never name it @same-on-phone', async () => {
  buildIfNeeded()
  const off = await startAppServer({}, { name: 'editor-off', stderr: 'ignore' })
  const on = await startAppServer({ EDITOR_BACKEND: 'github', EDITOR_REPO: 'acme/site', EDITOR_OAUTH_BASE_URL: 'https://auth.example.com' }, { name: 'editor-on', stderr: 'ignore' })
  try {
    for (const path of ['/admin', '/admin/', '/admin/config.json', '/admin/decap/decap-cms.js']) expect((await fetch(`${off.origin}${path}`, { redirect: 'manual' })).status, path).toBe(404)
    const editor = await fetch(`${on.origin}/admin/`)
    expect(editor.status).toBe(200)
    expect(editor.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(editor.headers.get('content-security-policy')).toContain("connect-src 'self' blob: https://api.github.com https://auth.example.com")
    const config = (await (await fetch(`${on.origin}/admin/config.json`)).json()) as { backend: { name: string; repo: string }; publish_mode: string }
    expect(config).toMatchObject({ backend: { name: 'github', repo: 'acme/site' }, publish_mode: 'editorial_workflow' })
    for (const origin of [off.origin, on.origin]) {
      const home = await (await fetch(`${origin}/tr`)).text()
      // (The speculation rules name /*/admin/* to keep it out of prefetching: that is the language-prefixed admin pages.)
      expect(/decap|editor[.-]client|["']\/admin\//i.test(home), 'the home page names the editor').toBe(false)
      expect((await fetch(`${origin}/tr`)).headers.get('content-security-policy')).not.toContain('unsafe-eval')
    }
  } finally {
    await off.stop()
    await on.stop()
  }
})
