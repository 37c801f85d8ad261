import type { IconNode } from 'lucide'
import { createElement, type JSX, type SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>
export type LucideIcon = (props: IconProps) => JSX.Element

// Stroke and fill come from the `.icon` rule in app.css instead of five attributes on each of
// the ~100 icons of a page (about 12 KB of HTML the parser had to read before the hero).
const SVG_DEFAULTS = { width: 24, height: 24, viewBox: '0 0 24 24' } as const

/**
 * A lucide drawing as a React component. We take the drawings from `lucide` and render them
 * with these few lines: lucide-react's own runtime (aliases, context, class building) was about
 * 1.5 KB gzip on every page and none of it was used. Callers pass aria-hidden or a label.
 */
export function icon(node: IconNode): LucideIcon {
  return function Icon(props: IconProps) {
    const className = props.className ? `icon ${props.className}` : 'icon'
    return createElement('svg', { ...SVG_DEFAULTS, ...props, className }, ...node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs })))
  }
}
