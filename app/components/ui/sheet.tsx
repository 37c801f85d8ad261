import { X as XDrawing } from 'lucide'
import { Button } from './button'
import { icon } from '~/components/ui/icon'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router'
import { SHEET_OPENING_EVENT } from '~/lib/frame-events'
import * as HOOKS from '~/lib/frame-hooks'

const X = icon(XDrawing)
// Plain joining: `cn` would put tailwind-merge into every page's bundle.
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ')


/**
 * Whether a sheet's contents are rendered: always, or for a `lazy` sheet only from its first
 * opening on (synchronously, so they are there when the dialog shows and takes focus).
 */
function useContentsRendered(ref: { current: HTMLDialogElement | null }, lazy: boolean): boolean {
  const [rendered, setRendered] = useState(!lazy)
  useEffect(() => {
    const dialog = ref.current
    if (rendered || !dialog) return
    const render = (event: Event) => {
      if (event.type === 'beforetoggle' && (event as ToggleEvent).newState !== 'open') return
      flushSync(() => setRendered(true))
    }
    dialog.addEventListener(SHEET_OPENING_EVENT, render)
    dialog.addEventListener('beforetoggle', render)
    return () => {
      dialog.removeEventListener(SHEET_OPENING_EVENT, render)
      dialog.removeEventListener('beforetoggle', render)
    }
  }, [ref, rendered])
  return rendered
}

/**
 * Off-canvas panel (SPEC §9 defaults: backdrop, keyboard, position start, no page scroll).
 * A modal `<dialog>` opened by a button with `commandfor={id} command="show-modal"` (or
 * lib/open-sheet.ts): Escape closes it natively, `closedby="any"` adds outside clicks where supported and
 * the frame script (app/frame/dialogs.ts) covers the rest; page scroll is locked in CSS
 * (`html:has(.sheet[open])`). On a React page it also closes when a link inside navigates.
 *
 * A `lazy` sheet renders its contents when it first opens: on a React page the HTML, DOM and
 * hydration stay that much smaller. A page without React has them in its HTML.
 */
export function Sheet({
  id,
  title,
  side = 'start',
  closeLabel,
  children,
  className,
  lazy = false,
}: {
  id: string
  title: ReactNode
  side?: 'start' | 'end'
  closeLabel: string
  children: ReactNode
  className?: string
  lazy?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const contentsRendered = useContentsRendered(ref, lazy)
  // Closed when a link inside leads to another page, not when the sheet mounts: a visitor may open
  // it before the page has hydrated (the frame script opens it), and hydrating must not close it.
  const { pathname } = useLocation()
  const shownFor = useRef(pathname)
  useEffect(() => {
    if (shownFor.current === pathname) return
    shownFor.current = pathname
    ref.current?.close()
  }, [pathname])
  return (
    <dialog
      ref={ref}
      id={id}
      closedby="any"
      aria-labelledby={`${id}-title`}
      data-side={side}
      {...{ [HOOKS.sheet]: '' }}
      className={join('sheet', className)}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <Button variant="ghost" size="icon" commandfor={id} command="close">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain p-4">{contentsRendered && children}</div>
      </div>
    </dialog>
  )
}
