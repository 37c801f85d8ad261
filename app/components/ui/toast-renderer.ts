import { CircleAlert, CircleCheck, CircleX, Info, type IconNode } from 'lucide'
import { TOAST_EVENT, TOAST_READY_EVENT, type ToastRequest } from '~/lib/frame-events'
import { createToastStore, type Toast, type ToastStore, type ToastType } from '~/lib/toast-store'

/**
 * The one toast renderer (SPEC §4 "Toast lifecycle", §9 "Toasts"), for pages with and without
 * React: plain DOM, driven by the store (toast-store.ts). Each toast is an element of the region
 * (`[data-toast-region]`, rendered empty by toast.tsx), newest on top: `role` status (alert for an
 * error), `data-type`, `data-id` and `data-phase` (the CSS fades a leaving one for the store's
 * 300 ms); hovering pauses it, leaving gives the extended timeout, a tap dismisses it.
 */
const TOAST_REGION_SELECTOR = '[data-toast-region]'

const ICONS: Record<ToastType, IconNode> = { success: CircleCheck, error: CircleX, info: Info, warning: CircleAlert }
const ACCENT: Record<ToastType, string> = {
  success: 'border-s-[#09B850] [--toast-accent:#09B850]',
  error: 'border-s-danger [--toast-accent:var(--danger)]',
  info: 'border-s-info [--toast-accent:var(--info)]',
  warning: 'border-s-warning [--toast-accent:var(--warning)]',
}
const TOAST_CLASS = 'toast pointer-events-auto relative flex cursor-pointer gap-3 overflow-hidden rounded-lg border border-s-4 bg-card p-3 pe-4 text-card-foreground shadow-lg'
const PROGRESS_CLASS = 'toast-progress absolute inset-x-0 bottom-0 h-1 origin-left bg-[var(--toast-accent)]'
const SVG = 'http://www.w3.org/2000/svg'

function setAttributes(element: Element, attributes: Record<string, string | number | undefined>): void {
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, String(value))
}

/** A lucide drawing as the `icon()` helper of the React components renders it (icon.tsx). */
function drawIcon(node: IconNode): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg')
  setAttributes(svg, { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': 'true', class: 'icon mt-0.5 size-5 shrink-0 text-[var(--toast-accent)]' })
  for (const [tag, attributes] of node) {
    const part = document.createElementNS(SVG, tag)
    setAttributes(part, attributes)
    svg.append(part)
  }
  return svg
}

function paragraph(className: string, text: string): HTMLParagraphElement {
  const element = document.createElement('p')
  element.className = className
  element.textContent = text
  return element
}

function createToast(item: Toast, store: ToastStore): HTMLElement {
  const element = document.createElement('div')
  element.setAttribute('role', item.type === 'error' ? 'alert' : 'status')
  element.dataset.type = item.type
  element.dataset.id = String(item.id)
  element.className = `${TOAST_CLASS} ${ACCENT[item.type]}`
  const text = document.createElement('div')
  text.className = 'min-w-0'
  if (item.title) text.append(paragraph('font-semibold', item.title))
  if (item.message) text.append(paragraph('text-sm text-muted-foreground', item.message))
  element.append(drawIcon(ICONS[item.type]), text)
  element.addEventListener('mouseenter', () => store.pause(item.id))
  element.addEventListener('mouseleave', () => store.resume(item.id))
  element.addEventListener('click', () => store.tap(item.id))
  return element
}

/** The progress bar runs one countdown: a new countdown (the pointer left) starts a new bar. */
function updateProgress(element: HTMLElement, item: Toast): void {
  const bar = element.querySelector<HTMLElement>('.toast-progress')
  const countdown = item.progressBar && !item.paused && item.countdownMs > 0 ? String(item.countdown) : undefined
  if (bar?.dataset.countdown === countdown) return
  bar?.remove()
  if (countdown === undefined) return
  const next = document.createElement('span')
  next.setAttribute('aria-hidden', 'true')
  next.className = PROGRESS_CLASS
  next.dataset.countdown = countdown
  next.style.animationDuration = `${item.countdownMs}ms`
  element.append(next)
}

/**
 * Shows the store's toasts in the page's region, from now on. The region is looked up again when
 * it has left the document (a React page that rendered its shell anew).
 */
export function renderToasts(store: ToastStore, findRegion: () => HTMLElement | null = () => document.querySelector<HTMLElement>(TOAST_REGION_SELECTOR)): () => void {
  const elements = new Map<number, HTMLElement>()
  let region: HTMLElement | null = null
  const render = () => {
    if (!region?.isConnected) region = findRegion()
    const items = store.getSnapshot()
    const shown = new Set(items.map((item) => item.id))
    for (const [id, element] of elements) {
      if (shown.has(id)) continue
      element.remove()
      elements.delete(id)
    }
    if (!region) return
    items.forEach((item, index) => {
      let element = elements.get(item.id)
      if (!element) elements.set(item.id, (element = createToast(item, store)))
      element.dataset.phase = item.phase
      updateProgress(element, item)
      const at = region!.children[index] ?? null
      if (at !== element) region!.insertBefore(element, at)
    })
  }
  render()
  return store.subscribe(render)
}

/**
 * The toast script's work: one store, rendered in the region, fed by every bundle's toast
 * requests (`site:toast`); then it tells the frame script it is live (which sends again what it
 * held back meanwhile). Returns the store (for tests) and a function that stops it.
 */
export function startToasts(): { store: ToastStore; stop: () => void } {
  const store = createToastStore()
  const unsubscribe = renderToasts(store)
  const onRequest = (event: Event) => {
    const { type, title, message, options } = (event as CustomEvent<ToastRequest>).detail
    event.preventDefault()
    store.show(type, title, message, options)
  }
  window.addEventListener(TOAST_EVENT, onRequest)
  window.dispatchEvent(new Event(TOAST_READY_EVENT))
  return {
    store,
    stop: () => {
      unsubscribe()
      window.removeEventListener(TOAST_EVENT, onRequest)
      store.clear()
    },
  }
}
