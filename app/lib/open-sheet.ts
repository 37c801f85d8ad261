import { SHEET_OPENING_EVENT } from './frame-events'

/** SPEC §8: the message when code asks for an off-canvas that is not on the page. */
export const SHEET_NOT_FOUND = 'The specified offcanvas container was not found in the DOM.'

/**
 * Opens the off-canvas `<dialog id>` as a modal (backdrop, focus trap, inert page), telling it first
 * so a React page's lazy sheet renders its contents (sheet.tsx). The one way a script opens a sheet:
 * the frame's fallback for browsers without invoker commands (frame/dialogs.ts) uses it.
 */
export function openSheet(id: string): HTMLDialogElement {
  const dialog = document.getElementById(id)
  if (!(dialog instanceof HTMLDialogElement)) throw new Error(SHEET_NOT_FOUND)
  if (!dialog.open) {
    dialog.dispatchEvent(new Event(SHEET_OPENING_EVENT))
    dialog.showModal()
  }
  return dialog
}
