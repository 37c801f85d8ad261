import type { CSSProperties } from 'react'
import type { SectionView } from '~/features/content/content-view'

/**
 * A section's estimated height in CSS pixels on a phone (< 640 px), a tablet (640–1023 px) and a
 * desktop (≥ 1024 px), padding included.
 */
export type EstimatedHeight = readonly [phone: number, tablet: number, desktop: number]

/** Rows of a grid of `count` items in `columns` columns. */
const rows = (count: number, columns: number) => Math.ceil(count / columns)

/** A section frame (padding, heading, gap) and rows of a given height at each width. */
const frameAndRows = (frame: EstimatedHeight, rowHeight: EstimatedHeight, rowCount: EstimatedHeight): EstimatedHeight => [
  frame[0] + rowHeight[0] * rowCount[0],
  frame[1] + rowHeight[1] * rowCount[1],
  frame[2] + rowHeight[2] * rowCount[2],
]

/**
 * What a section below the fold is likely to measure, so that it can render when it comes near
 * (content-visibility, the `render-when-near` class) while the page keeps its length: the scrollbar
 * does not jump, and issue #21's test holds the page's length within 6 % on the first scroll. On a
 * low-end phone this takes most of the first render's style and layout work off the home and
 * contact pages (issue #35). The figures are the sections' measured heights on the home and contact
 * pages in tr/en/de (2026-11-27), per row of items where the count varies; a wrong estimate costs
 * only a scrollbar that settles once the section has rendered (`auto` remembers the real height).
 * Sections whose height depends mostly on free text get no estimate and render as usual.
 */
export function estimatedHeight(section: SectionView): EstimatedHeight | undefined {
  switch (section.type) {
    case 'clientLogos':
      return [218, 208, 208]
    case 'features':
      return frameAndRows([300, 330, 330], [285, 315, 348], [section.items.length, rows(section.items.length, 2), rows(section.items.length, section.columns)])
    case 'stats':
      return frameAndRows([324, 290, 330], [200, 200, 200], [rows(section.items.length, 2), rows(section.items.length, 2), rows(section.items.length, 4)])
    case 'howWeWork':
      return frameAndRows([300, 330, 330], [200, 205, 200], [section.steps.length, rows(section.steps.length, 2), rows(section.steps.length, 4)])
    case 'faq': {
      if (section.layout !== 'beside') return undefined
      const questions = section.groups.reduce((count, group) => count + group.items.length, 0)
      return frameAndRows([560, 530, 345], [50, 50, 50], [questions, questions, questions])
    }
    case 'news':
      return [906, 900, 821]
    case 'split':
      return section.picture ? [870, 1060, 570] : undefined
    case 'contactForm':
      return [1010, 835, 830]
    case 'offices':
      return [2000, 1800, 1330]
    default:
      return undefined
  }
}

/** The custom properties the `render-when-near` class reads (app/styles/app.css). */
export function estimatedHeightStyle([phone, tablet, desktop]: EstimatedHeight): CSSProperties {
  return { '--estimated-height': `${phone}px`, '--estimated-height-sm': `${tablet}px`, '--estimated-height-lg': `${desktop}px` } as CSSProperties
}
