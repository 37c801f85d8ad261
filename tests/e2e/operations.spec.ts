import { expect, test } from '@playwright/test'
import { startAppServer } from '../fixtures/app-server.js'
import { FEED_ORIGIN } from '../../playwright.config'
import { scaled } from '../fixtures/slowness.js'

// Readiness, liveness, draining and metrics of the production server (issue #19). No layout
// here: the phone project leaves this file out (playwright.config.ts).

test('a draining instance answers /readyz 503 while it still serves, and stops on a second signal', async () => {
  test.setTimeout(scaled(120_000))
  const server = await startAppServer({ NEWS_FEED_TR: `${FEED_ORIGIN}/tr.xml`, SHUTDOWN_DRAIN_SECONDS: '300' }, { name: 'site-e2e-drain' })
  const url = (path: string) => `${server.origin}${path}`
  try {
    await expect.poll(async () => (await fetch(url('/readyz')).catch(() => null))?.status, { timeout: scaled(90_000) }).toBe(200)
    expect(await (await fetch(url('/readyz'))).json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } })
    expect((await fetch(url('/livez'))).status).toBe(200)

    server.child.kill('SIGTERM')
    // The drain lasts 300 s: the test, not a clock, decides when it ends.
    await expect.poll(async () => (await fetch(url('/readyz'))).status, { timeout: scaled(20_000) }).toBe(503)
    expect(await (await fetch(url('/readyz'))).json()).toEqual({ status: 'draining' })
    // Still accepting and serving meanwhile: pages, health, liveness.
    expect((await fetch(url('/healthz'))).status).toBe(200)
    expect((await fetch(url('/livez'))).status).toBe(200)
    const page = await fetch(url('/en'))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<html')

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    await expect(fetch(url('/livez'))).rejects.toThrow()
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  }
})

test('/metrics needs its bearer token and reports requests, page cache and leads', async ({ request }) => {
  test.setTimeout(scaled(120_000))
  const token = 'e2e-metrics-token-0123456789'
  const server = await startAppServer({ NEWS_FEED_TR: `${FEED_ORIGIN}/tr.xml`, METRICS_TOKEN: token }, { name: 'site-e2e-metrics' })
  const url = (path: string) => `${server.origin}${path}`
  try {
    await expect.poll(async () => (await fetch(url('/readyz')).catch(() => null))?.status, { timeout: scaled(90_000) }).toBe(200)
    expect((await fetch(url('/metrics'))).status).toBe(401)
    expect((await fetch(url('/metrics'), { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)

    // Each page read to its end: the server counts a request when its answer is finished.
    for (const path of ['/en/about/v1', '/en/about/v1', '/en/no-such-page']) await fetch(url(path)).then((answer) => answer.text())
    // A lead through the API: accepted and stored.
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec((await fetch(url('/api/v1/xsrf-token'))).headers.get('set-cookie') ?? '')?.[1] ?? ''
    const posted = await request.post(url('/api/v1/Site/ContactEmail/Create'), {
      headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
      data: { Email: 'metrics@example.com', Purpose: 'demo' },
    })
    expect(posted.status()).toBe(201)

    const answer = await fetch(url('/metrics'), { headers: { authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/plain')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const text = await answer.text()
    const sample = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN)
    expect(sample(/^http_requests_total\{route="page",method="GET",status="200"\} (\d+)$/m)).toBeGreaterThanOrEqual(2)
    expect(sample(/^http_requests_total\{route="page",method="GET",status="404"\} (\d+)$/m)).toBeGreaterThanOrEqual(1)
    expect(sample(/^http_request_duration_seconds_count\{route="page"\} (\d+)$/m)).toBeGreaterThanOrEqual(3)
    expect(sample(/^page_cache_results_total\{result="HIT"\} (\d+)$/m)).toBeGreaterThanOrEqual(1)
    expect(sample(/^leads_accepted_total\{kind="email"\} (\d+)$/m)).toBe(1)
    expect(sample(/^leads_stored_total\{kind="email"\} (\d+)$/m)).toBe(1)
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m)
    // Never a raw path or address as a label.
    expect(text).not.toContain('about/v1')
    expect(text).not.toContain('metrics@example.com')
  } finally {
    await server.stop()
  }
})

test('behind a trusted proxy: each configured domain gets its own page and links, never an internal port or another host\'s cached page', async () => {
  test.setTimeout(scaled(120_000))
  const server = await startAppServer({ NEWS_FEED_TR: `${FEED_ORIGIN}/tr.xml`, TRUST_PROXY: '1' }, { name: 'site-e2e-proxy' })
  const get = (host: string, query: string) =>
    fetch(`${server.origin}/en?n=${query}`, { headers: { 'x-forwarded-host': host, 'x-forwarded-proto': 'https' } })
  const canonical = async (response: Response) => /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1]
  try {
    await expect.poll(async () => (await fetch(`${server.origin}/readyz`).catch(() => null))?.status, { timeout: scaled(90_000) }).toBe(200)
    // The same address for two domains, one right after the other: the second must not get the first's page.
    const german = await get('softwarefactory.de', '1')
    expect(await canonical(german)).toBe('https://softwarefactory.de/en/')
    const turkish = await get('yazilimfabrikasi.com.tr', '1')
    expect(turkish.headers.get('x-cache')).not.toBe('HIT')
    const turkishHtml = await turkish.text()
    expect(/<link rel="canonical" href="([^"]+)"/.exec(turkishHtml)?.[1]).toBe('https://yazilimfabrikasi.com.tr/en/')
    expect(turkishHtml).not.toContain('softwarefactory.de')
    // A port the visitor never saw stays out of every URL, also when the proxy forwards one.
    const withPort = await get(`softwarefactory.de:${server.port}`, '2')
    const withPortHtml = await withPort.text()
    expect(withPortHtml).not.toContain(`:${server.port}`)
    // A host outside the four gets the default domain's page and cannot put its name in one.
    const foreign = await get('evil.example', '1')
    const foreignHtml = await foreign.text()
    expect(/<link rel="canonical" href="([^"]+)"/.exec(foreignHtml)?.[1]).toBe('https://yazilimfabrikasi.com/en/')
    expect(foreignHtml).not.toContain('evil.example')
    const afterForeign = await get('softwarefactory.de', '1')
    expect(await canonical(afterForeign)).toBe('https://softwarefactory.de/en/')
  } finally {
    await server.stop()
  }
})

test('without a token, /metrics does not exist', async ({ request }) => {
  const answer = await request.get('/metrics')
  expect(answer.status()).toBe(404)
})
