import type { AddressInfo } from 'node:net'
import express, { type RequestHandler } from 'express'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startLeadApiStandIn } from './helpers/lead-api-stand-in'

/**
 * A build with VITE_API_BASE_URL in a real browser (issue 50 item 4, probe 3 finding 4: the site's
 * own CSP blocked every lead post to the external API). A page served with the site's security
 * headers, as a build for an API on another local port makes them, posts a lead there the way
 * api-fetch.ts posts to an absolute URL. No second production build: the headers module and
 * api-fetch.ts read the build-time value, stubbed here, when they load.
 *
 * The API is a stand-in of the site API's shape (helpers/lead-api-stand-in.ts), not the site's own
 * API with CORS: a post to an absolute URL carries no anti-forgery token, which the site's API
 * requires, so the site's API would refuse it whatever its CORS said.
 */
describe('lead posts to an external API (VITE_API_BASE_URL)', () => {
  let browser: Browser
  let site: { origin: string; close: () => Promise<void> }
  let api: Awaited<ReturnType<typeof startLeadApiStandIn>>
  let endpoint = ''
  /** The security headers the site answers with: a build's, for the API or without it. */
  let headers: RequestHandler = (_req, _res, next) => next()

  /** The site's security headers as a build with this VITE_API_BASE_URL makes them (the module reads it when it loads). */
  async function headersOfBuild(apiBaseUrl: string) {
    vi.stubEnv('VITE_API_BASE_URL', apiBaseUrl)
    vi.resetModules()
    return (await import('../../server/security-headers')).securityHeaders()
  }

  beforeAll(async () => {
    const app = express()
    app.use((req, res, next) => headers(req, res, next))
    // The page's script posts as api-fetch.ts does to an absolute URL: JSON, no token, no cookies.
    app.get('/en', (_req, res) => {
      const script = `window.leadPost = fetch(${JSON.stringify(endpoint)}, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' }, body: JSON.stringify({ Email: 'far.away@example.com', Language: 'en' }) })
        .then(async (response) => ({ status: response.status, body: await response.json() }), (error) => ({ error: String(error) }))`
      res.type('html').send(`<!doctype html><html lang="en"><head><title>Lead</title></head><body><script nonce="${String(res.locals.cspNonce)}">${script}</script></body></html>`)
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    site = { origin, close: () => new Promise((resolve) => server.close(() => resolve())) }
    api = await startLeadApiStandIn(origin)

    headers = await headersOfBuild(`${api.origin}/`)
    const { apiUrl } = await import('~/lib/api-fetch')
    endpoint = apiUrl('/api/v1/Site/ContactEmail/Create')
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] })
  })

  afterAll(async () => {
    await browser?.close()
    await api?.close()
    await site?.close()
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  async function postFromPage() {
    const page = await browser.newPage()
    try {
      await page.goto(`${site.origin}/en`)
      return await page.evaluate(() => (window as unknown as { leadPost: Promise<unknown> }).leadPost)
    } finally {
      await page.close()
    }
  }

  it("reaches the API through the site's CSP, and the API gets the lead from the site's origin", async () => {
    expect(endpoint).toBe(`${api.origin}/api/v1/Site/ContactEmail/Create`)
    expect(await postFromPage()).toEqual({ status: 201, body: { status: 'received' } })
    expect(api.received).toEqual([{ path: '/api/v1/Site/ContactEmail/Create', origin: site.origin, body: { Email: 'far.away@example.com', Language: 'en' } }])
  })

  it("is blocked by the CSP of a build without the API's origin, as before the fix: the fetch fails and nothing arrives", async () => {
    const forTheApi = headers
    headers = await headersOfBuild('')
    try {
      const before = api.received.length
      expect(await postFromPage()).toEqual({ error: expect.stringMatching(/Failed to fetch/) })
      expect(api.received).toHaveLength(before)
    } finally {
      headers = forTheApi
    }
  })
})
