import { describe, expect, it } from 'vitest'
import type { Env } from '~/lib/env.server'
import { endpointLabel, endpointProblem, UnsafeEndpointError, webhookSettingsFrom } from './webhook-settings.server'
import { retryDelaySeconds } from './webhook-worker.server'

const SECRET = `whsec_${Buffer.from('unit-test-secret-0123456789').toString('base64')}`
const envWith = (urls: string[], allowPrivate = false) =>
  ({ LEADS_WEBHOOK_URLS: urls, LEADS_WEBHOOK_SECRET: SECRET, LEADS_WEBHOOK_RETRY_SECONDS: 10, LEADS_WEBHOOK_ALLOW_PRIVATE: allowPrivate, LEADS_WEBHOOK_INCLUDE_MESSAGE: false }) as Env

describe('webhook endpoints at start-up', () => {
  it('has no settings without an endpoint', () => {
    expect(webhookSettingsFrom(envWith([]))).toBeUndefined()
  })

  it('takes public https endpoints, each once', () => {
    const settings = webhookSettingsFrom(envWith(['https://hooks.example.com/a', 'https://hooks.example.com/a', 'https://203.0.114.7/b']))
    expect(settings?.endpoints).toEqual(['https://hooks.example.com/a', 'https://203.0.114.7/b'])
  })

  it.each([
    ['http://hooks.example.com/a', /https/],
    ['https://127.0.0.1/a', /loopback/],
    ['https://localhost:8443/a', /loopback/],
    ['https://10.1.2.3/a', /private/],
    ['https://169.254.169.254/latest', /link-local/],
    ['https://[::1]/a', /loopback/],
    ['https://[fe80::1]/a', /link-local/],
    ['not a url', /not a URL/],
  ])('refuses %s', (url, reason) => {
    expect(endpointProblem(url, false)).toMatch(reason)
    expect(() => webhookSettingsFrom(envWith([url]))).toThrow(UnsafeEndpointError)
  })

  it('allows http and private addresses with LEADS_WEBHOOK_ALLOW_PRIVATE', () => {
    expect(webhookSettingsFrom(envWith(['http://127.0.0.1:9000/hook'], true))?.allowPrivate).toBe(true)
  })

  it('names an endpoint by its origin only: the path of a receiver URL is often its secret', () => {
    expect(endpointLabel('https://user:pw@hooks.zapier.com/hooks/catch/123/abc?token=x')).toBe('https://hooks.zapier.com')
    expect(() => webhookSettingsFrom(envWith(['https://127.0.0.1/secret-path-token']))).toThrow(/https:\/\/127\.0\.0\.1: loopback/)
    expect(() => webhookSettingsFrom(envWith(['https://127.0.0.1/secret-path-token']))).not.toThrow(/secret-path-token/)
  })
})

describe('retry delays', () => {
  it('start at the base, double, stop at an hour, and stretch by up to half at random', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(10, attempts, 0))).toEqual([10, 20, 40, 80])
    expect(retryDelaySeconds(10, 30, 0)).toBe(3600)
    expect(retryDelaySeconds(10, 1, 0.999)).toBeCloseTo(15, 1)
  })
})
