// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { startDialogs } from './dialogs'
import { SHEET_OPENING_EVENT } from '~/lib/frame-events'
import { SHEET_NOT_FOUND } from '~/lib/open-sheet'
import * as HOOKS from '~/lib/frame-hooks'

// The fallback for browsers without invoker commands: happy-dom has none, like Safari before 26.
describe('dialogs without invoker commands in the browser', () => {
  beforeAll(() => {
    expect('commandForElement' in HTMLButtonElement.prototype).toBe(false)
    document.body.innerHTML = `
      <button type="button" id="open" commandfor="menu" command="show-modal"><span>Menu</span></button>
      <dialog id="menu" ${HOOKS.sheet}=""><button type="button" id="close" commandfor="menu" command="close">Close</button></dialog>
      <button type="button" id="other" commandfor="nowhere" command="show-modal">Nothing</button>`
    startDialogs()
  })

  it('opens the sheet as a modal on its button (a click on the button’s icon too), telling it first', () => {
    const dialog = document.querySelector('dialog')!
    const opening = vi.fn()
    dialog.addEventListener(SHEET_OPENING_EVENT, opening)
    document.querySelector<HTMLElement>('#open span')!.click()
    expect(dialog.open).toBe(true)
    expect(opening).toHaveBeenCalledTimes(1)
    document.getElementById('close')!.click()
    expect(dialog.open).toBe(false)
  })

  it('closes a sheet on a click on its backdrop (reported on the dialog itself)', () => {
    const dialog = document.querySelector('dialog')!
    document.getElementById('open')!.click()
    dialog.click()
    expect(dialog.open).toBe(false)
  })

  it('reports SPEC §8’s error for a button whose sheet does not exist, and the page goes on', () => {
    const reported: unknown[] = []
    const report = (event: ErrorEvent) => {
      reported.push(event.error)
      event.preventDefault()
    }
    window.addEventListener('error', report)
    // A browser reports a listener's error to the window; happy-dom throws it at the click.
    try {
      document.getElementById('other')!.click()
    } catch (thrown) {
      reported.push(thrown)
    }
    window.removeEventListener('error', report)
    expect(reported).toEqual([new Error(SHEET_NOT_FOUND)])
    document.getElementById('open')!.click()
    expect(document.querySelector('dialog')!.open).toBe(true)
  })
})
