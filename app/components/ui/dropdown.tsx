import type { CSSProperties, MouseEvent, ReactNode } from 'react'
import popoverScript from '~/frame/popover?worker&url'
import * as HOOKS from '~/lib/frame-hooks'
// Plain joining: `cn` would put tailwind-merge into every page's bundle.
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ')

/**
 * A dropdown built on the `popover` attribute: the browser gives it Escape, outside-click
 * ("light dismiss", which also waits for the touch to end on phones), top-layer stacking and
 * the keyboard order after its button. CSS anchor positioning hangs it 2 px under the button
 * (SPEC §9 offset [0,2]); `.dropdown-panel` carries z-index 1055 for browsers without top layer.
 */
export function Dropdown({
  id,
  label,
  children,
  buttonClassName,
  panelClassName,
  align = 'end',
  anchor,
  buttonProps,
}: {
  id: string
  label: ReactNode
  children: ReactNode
  buttonClassName?: string
  panelClassName?: string
  /** Which edge of the button the panel lines up with; `center` for wide mega panels. */
  align?: 'start' | 'end' | 'center'
  /** Anchor name of another element to hang the panel under (e.g. the whole header bar). */
  anchor?: string
  buttonProps?: Record<string, string | undefined>
}) {
  const anchorName = `--${id}`
  // A client-side navigation does not unload the page, so a link inside closes the panel itself.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) event.currentTarget.hidePopover?.()
  }
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        // No aria-expanded: the browser exposes the popover's state on its invoker itself (and
        // HTML forbids the attribute next to popovertarget, issue #39).
        className={buttonClassName}
        style={{ anchorName } as CSSProperties}
        {...buttonProps}
      >
        {label}
      </button>
      <div
        id={id}
        popover="auto"
        data-align={align}
        // A browser without popover gets the frame's fallback (app/frame/popover-loader.ts).
        {...{ [HOOKS.popoverScript]: popoverScript }}
        onClick={closeOnLink}
        className={join('dropdown-panel rounded-xl border bg-card p-2 text-card-foreground shadow-xl', panelClassName)}
        style={{ positionAnchor: anchor ?? anchorName } as CSSProperties}
      >
        {children}
      </div>
    </>
  )
}
