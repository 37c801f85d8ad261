import { contactTexts as contactContent, homeTexts as homeContent } from './helpers/page-content'
import { t } from './helpers/i18n'
import net from 'node:net'
import { expect, test } from '@playwright/test'

// Issue #20 (hardening) and #23 item 1 (caching fails closed), against the production server.

const port = () => Number(new URL(test.info().project.use.baseURL!).port)

/** Sends `head`, then body chunks until the server answers; resolves with the answer's status line. */
function postInChunks(head: string, chunk: string, maxChunks: number): Promise<{ status: number; chunksSent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port(), '127.0.0.1')
    let answer = ''
    let chunksSent = 0
    let timer: NodeJS.Timeout | undefined
    const sendMore = () => {
      if (answer || chunksSent >= maxChunks || !socket.writable) return
      socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
      chunksSent++
      timer = setTimeout(sendMore, 5)
    }
    socket.on('connect', () => {
      socket.write(head)
      sendMore()
    })
    socket.on('data', (data) => {
      answer += data.toString('latin1')
      clearTimeout(timer)
      if (/\r\n\r\n/.test(answer)) {
        socket.destroy()
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), chunksSent })
      }
    })
    socket.on('error', (error) => (answer ? undefined : reject(error)))
  })
}

test.describe('caching fails closed', () => {
  test('a shared page says so without s-maxage; everything else is private and never replayed', async ({ request }) => {
    const home = await request.get('/en')
    expect(home.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
    // The account pages will hold per-visitor data: no headers export, so private by default.
    for (const path of ['/en/account/wishlist', '/en/account/wishlist']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe('private, no-store')
      expect(response.headers()['x-cache']).toBe('MISS')
    }
    const missing = await request.get('/en/no-such-page')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['cache-control']).toBe('private, no-store')
  })

  test('a visitor with a session-like cookie never gets, nor leaves, a cached page', async ({ request }) => {
    await request.get('/de/contact')
    expect((await request.get('/de/contact')).headers()['x-cache']).toMatch(/HIT|STALE/)
    const withCookie = await request.get('/de/contact', { headers: { cookie: 'session=someone' } })
    expect(withCookie.headers()['x-cache']).toBe('BYPASS')
  })

  test('the answer to a no-JS form post, and the page showing its outcome, are private', async ({ request }) => {
    const origin = new URL(test.info().project.use.baseURL!).origin
    const response = await request.post('/en/leads', { form: { intent: 'email', email: 'not-an-address', returnTo: '/en' }, headers: { origin }, maxRedirects: 0 })
    expect(response.status()).toBe(303)
    expect(response.headers()['location']).toBe('/en#email-signup')
    expect(response.headers()['cache-control']).toContain('no-store')
    // The outcome's flash cookie: the page it lands on is one visitor's, never cached nor replayed…
    const landing = await request.get('/en')
    expect(landing.headers()['cache-control']).toBe('private, no-store')
    expect(landing.headers()['x-cache']).toBe('BYPASS')
    // …and only once: that answer cleared the cookie, so the next visit gets the shared page.
    expect((await request.get('/en')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  })
})

test.describe('one request cannot stall or break the server', () => {
  test('absurdly deep or long paths are refused before routing, while the health check answers', async ({ request }) => {
    const deep = `/en/${'a/'.repeat(7000)}`
    const [first, second, third, health] = await Promise.all([request.get(deep), request.get(deep), request.get(`/en/${'a/'.repeat(40)}`), request.get('/healthz')])
    for (const response of [first, second]) {
      expect(response.status()).toBe(414)
      expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    }
    expect(third.status()).toBe(404)
    expect(third.headers()['content-type']).toMatch(/^text\/plain/)
    expect(health.status()).toBe(200)
    // Route discovery refuses the same paths.
    expect((await request.get(`/__manifest?version=x&paths=${encodeURIComponent(`/en/${'a/'.repeat(40)}`)}`)).status()).toBe(400)
  })

  test('a streamed form body over 16 KB gets 413 as soon as it passes the limit, not after it ends', async () => {
    const head = ['POST /en/contact HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/x-www-form-urlencoded', 'Transfer-Encoding: chunked', '', ''].join('\r\n')
    // Up to 100 MB in 64 KB chunks; the answer must come after the first few.
    const { status, chunksSent } = await postInChunks(head, `message=${'a'.repeat(65_528)}`, 1600)
    expect(status).toBe(413)
    expect(chunksSent).toBeLessThan(1600)
    const declared = ['POST /en/contact HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/x-www-form-urlencoded', 'Content-Length: 104857600', 'Connection: close', '', ''].join('\r\n')
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port(), '127.0.0.1', () => socket.write(declared))
      let data = ''
      socket.on('data', (chunk) => (data += chunk.toString('latin1')))
      socket.on('close', () => resolve(data))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 413/)
  })

  test('absolute-form request targets and odd forwarded headers get 4xx, never 5xx', async ({ request }) => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = net.connect(port(), '127.0.0.1', () => socket.write('GET http://evil.example/en HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'))
      let data = ''
      socket.on('data', (chunk) => (data += chunk.toString('latin1')))
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)))
      socket.on('error', reject)
    })
    expect(status).toBe(400)
    const proto = await request.get('/en', { headers: { 'x-forwarded-proto': 'x"><script>', 'x-forwarded-host': 'evil.example' } })
    expect(proto.status()).toBe(200)
    expect(await proto.text()).not.toContain('evil.example')
  })
})

test.describe('page texts travel with their page (#23)', () => {
  test("a page's HTML carries its own and the frame's texts, never another page's", async ({ request }) => {
    const home = await (await request.get('/en')).text()
    const contact = await (await request.get('/en/contact')).text()
    const homeTexts = homeContent('en')
    const contactTexts = contactContent('en')
    // Each page shows its own texts…
    expect(home).toContain(homeTexts.hero.text)
    expect(contact).toContain(contactTexts.hero.text)
    // …and neither carries the other's, nor the shop's, in its HTML or its serialized data.
    for (const text of [contactTexts.hero.text, contactTexts.offices.title, t('en', 'shop.meta.checkoutDescription'), t('en', 'shop.meta.gridDescription'), t('en', 'account.meta.wishlistDescription')]) {
      expect(home, text).not.toContain(text)
    }
    for (const text of [homeTexts.hero.text, homeTexts.cta.text, t('en', 'shop.meta.checkoutDescription')]) expect(contact, text).not.toContain(text)
  })
})
