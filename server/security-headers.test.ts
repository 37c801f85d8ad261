import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce, isSubresource } from './security-headers'

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
