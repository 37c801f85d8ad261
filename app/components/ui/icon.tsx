import type { IconNode } from 'lucide'
import { createElement, type JSX, type SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>
export type LucideIcon = (props: IconProps) => JSX.Element

const SVG_DEFAULTS = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/**
 * A lucide drawing as a React component. We take the drawings from `lucide` and render them
 * with these few lines: lucide-react's own runtime (aliases, context, class building) was about
 * 1.5 KB gzip on every page and none of it was used. Callers pass aria-hidden or a label.
 */
export function icon(node: IconNode): LucideIcon {
  return function Icon(props: IconProps) {
    return createElement('svg', { ...SVG_DEFAULTS, ...props }, ...node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs })))
  }
}
