import type { IconNode } from 'lucide'
import { createContext, createElement, useContext } from 'react'
import type { IconProps } from '~/components/ui/icon'
import type { ContentIcon as ContentIconName } from '~/features/content/page-schema'

/** The drawings of the icons the page shows, sent by its loader (content-icons.server.ts). */
export const ContentIconsContext = createContext<Partial<Record<ContentIconName, IconNode>>>({})

/**
 * An icon named in a content file. Decorative: the text next to it says what it means. Drawn like
 * components/ui/icon.tsx, from the page's own data instead of a bundled set of 32 drawings.
 */
export function ContentIcon({ name, className, ...props }: IconProps & { name: ContentIconName }) {
  const node = useContext(ContentIconsContext)[name]
  if (!node) return null
  return createElement(
    'svg',
    { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, ...props, className: className ? `icon ${className}` : 'icon' },
    ...node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs })),
  )
}
