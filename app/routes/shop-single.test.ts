import { afterEach, describe, expect, it, vi } from 'vitest'
import de from '@content/locales/de.json'
import type * as Catalog from '~/features/shop/catalog'
import { ErrorBoundary, loader } from './shop-single'
import { serveUnderLayout } from './serve-under-layout.test-helper'

/** Set by a test: reading the catalogue fails with it (a broken product file, say). */
let catalogFailure: Error | undefined

vi.mock('~/features/shop/catalog', async (importOriginal) => {
  const original = await importOriginal<typeof Catalog>()
  return {
    ...original,
    findProduct: (...args: Parameters<typeof original.findProduct>) => {
      if (catalogFailure) throw catalogFailure
      return original.findProduct(...args)
    },
  }
})

afterEach(() => (catalogFailure = undefined))

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
    const { status, html } = await serve('/de/shop/single/999999')
    expect(status).toBe(404)
    expect(html).toContain(de.notFound.heading)
    expect(html).not.toContain(de.error.heading)
  })

  it('answers 500 with the error page, not "not found", when the catalogue fails', async () => {
    catalogFailure = new Error('catalogue unreadable')
    const { status, html } = await serve('/de/shop/single/1030')
    expect(status).toBe(500)
    expect(html).toContain(de.error.heading)
    expect(html).toContain('>500<')
    expect(html).not.toContain(de.notFound.heading)
    expect(html).not.toContain('catalogue unreadable')
  })
})
