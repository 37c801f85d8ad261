import { describe, expect, it } from 'vitest'
import { routeKind } from './metrics.server'

describe('routeKind', () => {
  it('labels requests by kind from a small fixed set, never by their raw path', () => {
    const cases: Array<[string, string, string]> = [
      ['GET', '/assets/entry.client-Ab12.js', 'asset'],
      ['GET', '/healthz', 'health'],
      ['GET', '/readyz', 'health'],
      ['GET', '/livez', 'health'],
      ['GET', '/metrics', 'metrics'],
      ['GET', '/news-image', 'news-image'],
      ['GET', '/api/v1/admin/leads', 'api-admin'],
      ['POST', '/api/v1/Site/ContactForm/Create', 'api-lead'],
      ['GET', '/api/v1/xsrf-token', 'api'],
      ['GET', '/robots.txt', 'file'],
      ['POST', '/en/leads', 'form-post'],
      ['GET', '/en/about/v1', 'page'],
      ['GET', '/tr/nowhere/at/all', 'page'],
    ]
    for (const [method, path, kind] of cases) expect(routeKind({ method, path }), `${method} ${path}`).toBe(kind)
  })
})
