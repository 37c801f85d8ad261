import { afterEach, describe, expect, it, vi } from 'vitest'
import * as catalog from '~/features/shop/catalog'
import { ErrorBoundary, loader } from './shop-single'
import { expectErrorPage, expectNotFoundPage, serveUnderLayout } from './serve-under-layout.test-helper'

afterEach(() => vi.restoreAllMocks())

const serve = (path: string) => serveUnderLayout(path, { path: 'shop/single/:productId', loader, ErrorBoundary })

const load = (path: string, productId: string) => loader({ request: new Request(`http://localhost${path}`), params: { lang: 'en', productId }, context: {} } as unknown as Parameters<typeof loader>[0])

describe('the product page', () => {
  it('redirects (301) another spelling of a product id to the canonical one, query kept', () => {
    for (const productId of ['01030', '0001030']) {
      let thrown: unknown
      try {
        load(`/en/shop/single/${productId}?ref=mail`, productId)
      } catch (error) {
        thrown = error
      }
      expect(thrown, productId).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(301)
      expect((thrown as Response).headers.get('location')).toBe('/en/shop/single/1030?ref=mail')
    }
  })

  it('renders the canonical id', () => {
    expect(load('/en/shop/single/1030', '1030')).toMatchObject({ productId: 1030 })
  })

  it('answers 404 with the not-found page for an id no product has', async () => {
    expectNotFoundPage(await serve('/de/shop/single/999999'))
  })

  it('answers 500 with the error page, not "not found", when the catalogue fails', async () => {
    // Reading the catalogue fails (a broken product file, say).
    vi.spyOn(catalog, 'findProduct').mockImplementation(() => {
      throw new Error('catalogue unreadable')
    })
    expectErrorPage(await serve('/de/shop/single/1030'), 'catalogue unreadable')
  })
})
