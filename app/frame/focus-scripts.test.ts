// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFocusScripts } from './focus-scripts'
import * as HOOKS from '~/lib/frame-hooks'

/** What the page's own listeners saw of each submit: whether the frame held it back. */
let submits: boolean[] = []
let added: HTMLScriptElement[] = []

beforeAll(() => {
  startFocusScripts()
  // After the frame's listener, like the form's script: records, and never lets the test navigate.
  document.addEventListener('submit', (event) => {
    submits.push(event.defaultPrevented)
    event.preventDefault()
  })
})

let nextForm = 0
beforeEach(() => {
  submits = []
  added = []
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as HTMLScriptElement[])))
  // A script of its own per test: each starts before its script has loaded.
  document.body.innerHTML = `<form ${HOOKS.focusScript}="/assets/lead-${++nextForm}.js" method="post" action="/en/leads"><input name="email"><button type="submit">Send</button></form>`
})

afterEach(() => vi.restoreAllMocks())

const form = () => document.querySelector('form')!

describe('scripts loaded on first use', () => {
  it('loads a part’s script the first time the focus enters it, once', () => {
    form().querySelector('input')!.focus()
    form().querySelector('button')!.focus()
    expect(added.map((script) => new URL(script.src).pathname)).toEqual([`/assets/lead-${nextForm}.js`])
  })

  it('holds a form sent before its script is live, and sends it again once it is', () => {
    form().querySelector('button')!.click()
    form().querySelector('button')!.click()
    expect(submits).toEqual([true, true])
    expect(added).toHaveLength(1)
    added[0]!.dispatchEvent(new Event('load'))
    // Sent once more, and now left to the form's script.
    expect(submits).toEqual([true, true, false])
    form().querySelector('button')!.click()
    expect(submits).toEqual([true, true, false, false])
  })

  it('posts the form as HTML when its script fails to load', () => {
    const post = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    form().requestSubmit()
    added[0]!.dispatchEvent(new Event('error'))
    expect(post).toHaveBeenCalledTimes(1)
    expect(post.mock.contexts[0]).toBe(form())
  })
})
