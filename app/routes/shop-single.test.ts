import { describe, expect, it } from 'vitest'
import { loader } from './shop-single'

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
})
