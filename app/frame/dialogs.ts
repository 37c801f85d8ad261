import { openSheet } from '~/lib/open-sheet'
import * as HOOKS from '~/lib/frame-hooks'

/**
 * Dialogs and dropdowns are the platform's: a `<dialog>` opened and closed by invoker commands
 * (`commandfor` + `command="show-modal" | "close"`), dropdowns by `popovertarget`. This adds what
 * not every browser does by itself. A dropdown's button carries no `aria-expanded`: the browser
 * exposes the popover's state on its invoker (HTML forbids the attribute next to `popovertarget`).
 * A browser without popover gets both from popover-fallback.ts.
 */
export function startDialogs(): void {
  // Invoker commands arrived in Chromium 135, Firefox 144 and Safari 26: older ones get this.
  const nativeCommands = 'commandForElement' in HTMLButtonElement.prototype
  document.addEventListener('click', (event) => {
    const target = event.target as Element
    // A click on a modal sheet's backdrop is reported on the dialog itself (`closedby="any"` does
    // this natively where supported).
    if (target instanceof HTMLDialogElement && target.hasAttribute(HOOKS.sheet)) {
      target.close()
      return
    }
    if (nativeCommands) return
    const invoker = target.closest('button[commandfor]')
    if (!invoker) return
    const id = invoker.getAttribute('commandfor') ?? ''
    const command = invoker.getAttribute('command')
    // A missing sheet is SPEC §8's error, thrown by openSheet.
    if (command === 'show-modal') openSheet(id)
    else if (command === 'close') (document.getElementById(id) as HTMLDialogElement | null)?.close()
  })
}
