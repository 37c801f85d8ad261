import { describe, expect, it } from 'vitest'
import { SECTION_NEEDS_BROWSER } from '~/components/sections/render-sections'
import { routeNeedsReact } from './page-hydration'

describe('whether a matched route asks for React in the browser', () => {
  it('reads the handle: true, or a function of the loader data', () => {
    expect(routeNeedsReact({ handle: { hydrate: true }, data: undefined })).toBe(true)
    expect(routeNeedsReact({ handle: undefined, data: { anything: 1 } })).toBe(false)
    expect(routeNeedsReact({ handle: {}, data: {} })).toBe(false)
    const hydrate = (data: unknown) => (data as { video: boolean }).video
    expect(routeNeedsReact({ handle: { hydrate }, data: { video: true } })).toBe(true)
    expect(routeNeedsReact({ handle: { hydrate }, data: { video: false } })).toBe(false)
  })

  it('does not ask a function without loader data (an error page): such a page is sent without React', () => {
    const hydrate = () => true
    expect(routeNeedsReact({ handle: { hydrate }, data: undefined })).toBe(false)
    expect(routeNeedsReact({ handle: { hydrate }, data: null })).toBe(false)
  })

  it('has few section types that need the browser: text, forms and pictures do not', () => {
    const needing = Object.entries(SECTION_NEEDS_BROWSER).filter(([, needs]) => needs).map(([type]) => type)
    expect(needing.sort()).toEqual(['offices', 'video'])
    for (const type of ['hero', 'faq', 'pricing', 'leadForm', 'contactForm', 'emailSignup', 'document']) expect(SECTION_NEEDS_BROWSER[type as keyof typeof SECTION_NEEDS_BROWSER]).toBe(false)
  })
})
