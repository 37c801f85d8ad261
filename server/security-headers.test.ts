import { afterEach, describe, expect, it, vi } from 'vitest'
import { analyticsConfig, analyticsCspSources } from '~/features/consent/analytics-config.server'
import { contentSecurityPolicy, createNonce, isSubresource, needsOpenerIsolation, withLeadApi } from './security-headers'

describe('CSP nonces', () => {
  it('are 24 base64url characters, different every time, also across refills of the random pool', () => {
    const nonces = Array.from({ length: 2000 }, createNonce)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it('appear in script-src only', () => {
    const policy = contentSecurityPolicy('abc', false)
    expect(policy).toContain("script-src 'self' 'nonce-abc'")
    expect(policy.match(/nonce-/g)).toHaveLength(1)
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy('abc', true)).toContain('upgrade-insecure-requests')
  })
})

describe('document-only headers', () => {
  it('are left off the scripts, styles and fonts of the build only', () => {
    expect(isSubresource('/assets/entry.client-DY6IFPAd.js')).toBe(true)
    expect(isSubresource('/assets/app-DZ9vmm0H.css')).toBe(true)
    expect(isSubresource('/assets/inter-subset-x1.woff2')).toBe(true)
    for (const path of ['/en', '/images/home/mascot.svg', '/assets/picture.svg', '/assets/../en', '/assets/a/b.js', '/favicon.svg']) expect(isSubresource(path), path).toBe(false)
  })
})

describe('the analytics provider in the CSP', () => {
  it('adds the provider\'s hosts to the CSP only when configured, and an own script address\'s origin', () => {
    const plain = contentSecurityPolicy('n', false, analyticsCspSources(null))
    expect(plain).toContain("script-src 'self' 'nonce-n';")
    expect(plain).toContain("connect-src 'self';")
    const withProxy = analyticsConfig({ ANALYTICS_PROVIDER: 'clarity', ANALYTICS_PROJECT_ID: 'abc', ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:4000/clarity.js' })
    const policy = contentSecurityPolicy('n', false, analyticsCspSources(withProxy))
    expect(policy).toContain("script-src 'self' 'nonce-n' https://www.clarity.ms https://scripts.clarity.ms http://127.0.0.1:4000;")
    expect(policy).toContain("connect-src 'self' https://*.clarity.ms http://127.0.0.1:4000;")
    expect(policy).not.toContain('hotjar')
  })
})

describe('Cross-Origin-Opener-Policy', () => {
  it('isolates the account and admin pages and every page of a visitor with a session, not the pages of anonymous visitors', () => {
    for (const path of ['/tr/account/profile', '/en/account/shop-state', '/en/account/wishlist', '/en/admin/leads', '/de/admin/leads.csv', '/de/admin']) {
      expect(needsOpenerIsolation(path, undefined), path).toBe(true)
    }
    for (const path of ['/en', '/en/privacy-policy', '/de/shop/checkout', '/en/auth/sign-in', '/tr/accounting', '/en/administration-guide', '/en/blog/single/v1']) {
      expect(needsOpenerIsolation(path, undefined), path).toBe(false)
      expect(needsOpenerIsolation(path, 'lang=en; XSRF-TOKEN=abc'), path).toBe(false)
      expect(needsOpenerIsolation(path, 'lang=en; session=abc'), path).toBe(true)
    }
  })
})

describe('the external lead API in the CSP (VITE_API_BASE_URL, issue 50 item 4)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it("adds the API's origin to connect-src, and nothing for the site's own API or a value that is no http(s) address", () => {
    const policy = contentSecurityPolicy('n', false, withLeadApi(analyticsCspSources(null), 'https://api.example.com/v2'))
    expect(policy).toContain("connect-src 'self' https://api.example.com;")
    const withAnalytics = analyticsConfig({ ANALYTICS_PROVIDER: 'clarity', ANALYTICS_PROJECT_ID: 'abc', ANALYTICS_SCRIPT_URL: undefined })
    const connect = contentSecurityPolicy('n', false, withLeadApi(analyticsCspSources(withAnalytics), 'http://127.0.0.1:3451')).split('; ').find((directive) => directive.startsWith('connect-src'))
    expect(connect?.split(' ')).toEqual(expect.arrayContaining(["'self'", 'https://*.clarity.ms', 'http://127.0.0.1:3451']))
    for (const own of ['', '/api-proxy', '//api.example.com', 'javascript:alert(1)', 'data:text/plain,x']) expect(withLeadApi({}, own), own).toEqual({})
  })

  it("takes the API from the build's VITE_API_BASE_URL, as the browser's fetch does", async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'http://127.0.0.1:3451/')
    const { securityHeaders } = await import('./security-headers')
    const headers = new Map<string, string>()
    const res = { locals: {}, setHeader: (name: string, value: string) => headers.set(name, value) }
    securityHeaders()({ path: '/en', secure: false, headers: {} } as never, res as never, () => {})
    expect(headers.get('Content-Security-Policy')).toContain("connect-src 'self' http://127.0.0.1:3451;")
    const { apiUrl } = await import('~/lib/api-fetch')
    expect(apiUrl('/api/v1/Site/ContactEmail/Create')).toBe('http://127.0.0.1:3451/api/v1/Site/ContactEmail/Create')
  })
})
