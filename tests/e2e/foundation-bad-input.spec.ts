import http from 'node:http'
import net from 'node:net'
import { expect, test } from '@playwright/test'
import { FEED_ORIGIN } from '../../playwright.config'
import { startAppServer } from '../fixtures/app-server.js'
import { hydrated } from './helpers/foundation'
import { t } from './helpers/i18n'
import { scaled } from '../fixtures/slowness.js'

// Bad input gets a redirect, the 404 page or the default — never a 5xx or a broken page.
test.describe.configure({ timeout: scaled(60_000) })

/** A raw request, so odd paths and Host headers reach the server exactly as written. */
function raw(port: number, request: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString('latin1')))
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), head: data.split('\r\n\r\n')[0] ?? '' }))
    socket.on('error', reject)
  })
}

const port = () => Number(new URL(test.info().project.use.baseURL!).port)

test('unknown language segments and odd paths: redirect or 404, never 5xx', async ({ request }) => {
  const cases: [string, number[]][] = [
    ['/fr', [302]],
    ['/xx/contact', [302]],
    ['/TR', [302]],
    ['/en/%00', [404]],
    ['/%00', [302, 400, 404]],
    ['/%E0%A4%A', [302, 400, 404]],
    ['/tr/%E0%A4%A', [400, 404]],
    ['/de/..%2F..%2Fetc%2Fpasswd', [404]],
    ['/tr/<script>alert(1)</script>', [404]],
  ]
  for (const [url, allowed] of cases) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(allowed, `${url} → ${response.status()}`).toContain(response.status())
    if (response.status() === 302) expect(response.headers()['location']).toMatch(/^\/(tr|en|de)(\/|$|\?)/)
  }
  // Path traversal as sent on the wire (clients normally collapse it).
  const traversal = await raw(port(), 'GET /../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
  expect([302, 400, 404]).toContain(traversal.status)
  expect(traversal.head).not.toContain('root:')
  const traversal2 = await raw(port(), 'GET /tr/../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
  expect([302, 400, 404]).toContain(traversal2.status)
})

test('a 20 KB path is refused or redirected cleanly', async () => {
  for (const prefix of ['/', '/tr/']) {
    const long = `${prefix}${'a'.repeat(20 * 1024)}`
    const { status } = await raw(port(), `GET ${long} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
    expect([302, 404, 414, 431], `${prefix}… → ${status}`).toContain(status)
  }
})

test('unknown or malformed Host headers', async () => {
  const unknown = await raw(port(), 'GET /en HTTP/1.1\r\nHost: totally-unknown.example\r\nConnection: close\r\n\r\n')
  expect(unknown.status).toBe(200)
  for (const host of ['exa mple.com', '<script>', 'a..b', '[::1', '']) {
    const { status } = await raw(port(), `GET /en HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    expect([400], `Host "${host}" → ${status}`).toContain(status)
  }
})

test('malformed lang cookies and Accept-Language fall back to the default', async ({ request }) => {
  for (const cookie of ['lang=', 'lang=xx', 'lang=%E0%A4%A', 'lang={"code":', 'lang={"code":"de"}', 'lang=' + 'x'.repeat(3000), '=;;lang']) {
    const response = await request.get('/contact', { headers: { Cookie: cookie, 'Accept-Language': '*;q=abc,,;' }, maxRedirects: 0 })
    expect(response.status(), cookie).toBe(302)
    expect(response.headers()['location'], cookie).toBe(cookie === 'lang={"code":"de"}' ? '/de/contact' : '/tr/contact')
  }
})

test('malformed localStorage values give the defaults and a working page', async ({ page }) => {
  await page.addInitScript(() => {
    // Only before the first page: the language switch below must be able to overwrite it.
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    localStorage.setItem('theme', '{"broken"')
    localStorage.setItem('language', 'not json at all')
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/en')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme-preference', 'auto')
  await expect(page.locator('.back-to-top')).toBeAttached()
  await page.getByRole('button', { name: `${t('en', 'language.label')}: English` }).click()
  await page.locator('#language-menu a[lang="de"]').click()
  await expect(page).toHaveURL(/\/de$/)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('{"code":"de"}')
  expect(errors).toEqual([])
})

test('graceful shutdown: SIGTERM lets an in-flight request finish', async () => {
  // Starting a second server (and its embedded database) is slow on a busy machine.
  test.setTimeout(scaled(150_000))
  const { child, exited, port: serverPort } = await startAppServer({ NEWS_FEED_TR: `${FEED_ORIGIN}/tr.xml` }, { name: 'site-e2e-shutdown' })
  try {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${serverPort}/healthz`).catch(() => null))?.status, { timeout: scaled(90_000) }).toBe(200)
    // A form post whose body arrives slowly: the request is in flight when SIGTERM comes.
    const body = 'returnTo=%2Fen%2Fcontact&name=Ada&email=ada%40example.com&number=1&company=X&message=' + 'x'.repeat(200)
    let responded = false
    const response = new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port: serverPort, method: 'POST', path: '/en/leads', agent: false, headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) } },
        (res) => {
          res.resume()
          res.on('end', () => {
            responded = true
            resolve(res.statusCode ?? 0)
          })
        },
      )
      request.on('error', reject)
      request.write(body.slice(0, 20))
      setTimeout(() => {
        child.kill('SIGTERM')
        // The server keeps running for the unfinished request…
        setTimeout(() => {
          if (child.exitCode !== null && !responded) reject(new Error('server exited with a request in flight'))
          request.end(body.slice(20))
        }, 700)
      }, 300)
    })
    const status = await response
    expect(status).toBeGreaterThanOrEqual(200)
    expect(status).toBeLessThan(500)
    // …and exits cleanly once it is answered.
    expect(await exited).toBe(0)
    await expect(fetch(`http://127.0.0.1:${serverPort}/healthz`)).rejects.toThrow()
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
})
