import { describe, expect, it } from 'vitest'
import type { SectionView } from '~/features/content/content-view'
import { estimatedHeight, estimatedHeightStyle } from './section-estimates'

const features = (count: number, columns: 2 | 3 | 4) =>
  ({ type: 'features', title: 'Features', columns, items: Array.from({ length: count }, (_, i) => ({ icon: 'code', title: `Feature ${i}`, text: 'Text' })) }) as unknown as SectionView

describe('estimated heights of sections below the fold', () => {
  it('grow by a row of cards per row the grid needs at each width', () => {
    const [phone4, tablet4, desktop4] = estimatedHeight(features(4, 4))!
    const [phone5, tablet5, desktop5] = estimatedHeight(features(5, 4))!
    // A fifth card: one more row on a phone (one column), on a tablet (two) and on a desktop (four).
    expect(phone5).toBeGreaterThan(phone4)
    expect(tablet5).toBeGreaterThan(tablet4)
    expect(desktop5).toBeGreaterThan(desktop4)
    // A sixth fills the tablet's third row and the desktop's second: no taller there.
    const [phone6, tablet6, desktop6] = estimatedHeight(features(6, 4))!
    expect(phone6).toBeGreaterThan(phone5)
    expect(tablet6).toBe(tablet5)
    expect(desktop6).toBe(desktop5)
    // Three columns on a desktop: four cards need two rows.
    expect(estimatedHeight(features(4, 3))![2]).toBe(desktop5)
  })

  it('leaves sections whose height is mostly free text to render as usual', () => {
    expect(estimatedHeight({ type: 'faq', layout: 'stacked', title: 'FAQ', groups: [{ items: [{ question: 'Q', answer: 'A' }] }] } as unknown as SectionView)).toBeUndefined()
    expect(estimatedHeight({ type: 'cta', title: 'Call' } as unknown as SectionView)).toBeUndefined()
  })

  it('hands the three widths to the stylesheet as custom properties', () => {
    expect(estimatedHeightStyle([900, 800, 700])).toEqual({ '--estimated-height': '900px', '--estimated-height-sm': '800px', '--estimated-height-lg': '700px' })
  })
})
