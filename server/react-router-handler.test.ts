import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/http-cache'
import { bodyLimitFor, mayBeShared, PAGE_BODY_LIMIT_BYTES, reactRouterHandler } from './react-router-handler'
import { SHOP_SYNC_BODY_LIMIT_BYTES } from '~/features/shop/account-shop'

const page = (headers: [string, string][]) => new Response('<html></html>', { headers })

describe('caching fails closed for rendered responses', () => {
  it('keeps a page public only when its route said so', () => {
    expect(mayBeShared('GET', page([['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL]]))).toBe(true)
    expect(mayBeShared('HEAD', page([['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL]]))).toBe(true)
    expect(mayBeShared('GET', page([]))).toBe(false)
    expect(mayBeShared('GET', page([['Cache-Control', 'max-age=60']]))).toBe(false)
    expect(mayBeShared('GET', page([['Cache-Control', 'public, no-store']]))).toBe(false)
    expect(mayBeShared('GET', page([['Cache-Control', 'private, max-age=60']]))).toBe(false)
  })

  it('never shares the answer to a POST (a no-JS form with the visitor\'s input)', () => {
    expect(mayBeShared('POST', page([['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL]]))).toBe(false)
  })

  it('never shares a response that sets a cookie other than the anti-forgery one', () => {
    const withCookies = (...cookies: string[]) => {
      const headers = new Headers({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL })
      for (const cookie of cookies) headers.append('Set-Cookie', cookie)
      return new Response('', { headers })
    }
    expect(mayBeShared('GET', withCookies('XSRF-TOKEN=abc; Path=/'))).toBe(true)
    expect(mayBeShared('GET', withCookies('session=abc; Path=/; HttpOnly'))).toBe(false)
    expect(mayBeShared('GET', withCookies('XSRF-TOKEN=abc; Path=/', 'session=abc; Path=/'))).toBe(false)
  })
})

describe('page body limits', () => {
  it('gives the shop sync route its own limit and every other page post 16 KB', () => {
    expect(PAGE_BODY_LIMIT_BYTES).toBe(16 * 1024)
    for (const path of ['/en/account/shop-state', '/tr/account/shop-state', '/de/account/shop-state/']) expect(bodyLimitFor(path), path).toBe(SHOP_SYNC_BODY_LIMIT_BYTES)
    for (const path of ['/en/account/profile', '/en/leads', '/en/account/shop-state/x', '/en/account/shop-state.json', '/shop-state', '/en/contact?x=/en/account/shop-state']) {
      expect(bodyLimitFor(path), path).toBe(PAGE_BODY_LIMIT_BYTES)
    }
  })
})

describe('methods no page takes', () => {
  it('answers TRACE with 501 on every address, before React Router, with nothing for the error log', async () => {
    let builds = 0
    const errors: unknown[] = []
    const app = express()
    app.use((_req, res, next) => {
      res.locals.siteOrigin = 'http://localhost'
      next()
    })
    app.all(
      '/{*splat}',
      reactRouterHandler({
        build: () => {
          builds++
          return Promise.reject(new Error('no build in this test'))
        },
        getLoadContext: () => ({ cspNonce: '' }),
      }),
    )
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      errors.push(error)
      res.status(500).end()
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      for (const path of ['/en', '/en/auth/sign-in', '/healthz']) {
        const status = await new Promise<number>((resolve, reject) =>
          http.request({ host: '127.0.0.1', port, path, method: 'TRACE' }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on('error', reject).end(),
        )
        expect(status, path).toBe(501)
      }
      expect(errors).toEqual([])
      expect(builds).toBe(0)
    } finally {
      server.close()
    }
  })
})
