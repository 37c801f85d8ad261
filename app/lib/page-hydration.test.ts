import { describe, expect, it } from 'vitest'
import { pageNeedsReact, routeNeedsReact } from './page-hydration'

describe('whether a matched route asks for React in the browser', () => {
  it('reads the handle: only `hydrate: true` asks', () => {
    expect(routeNeedsReact({ handle: { hydrate: true } })).toBe(true)
    expect(routeNeedsReact({ handle: undefined })).toBe(false)
    expect(routeNeedsReact({ handle: {} })).toBe(false)
    expect(routeNeedsReact({ handle: { hydrate: 'yes' } })).toBe(false)
  })

  it('asks for the page when any matched route does', () => {
    expect(pageNeedsReact([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(true)
    expect(pageNeedsReact([{ handle: undefined }, { handle: {} }])).toBe(!import.meta.env.SSR)
  })
})
