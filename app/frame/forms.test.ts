// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { startForms } from './forms'

describe('a form the server sent back with errors', () => {
  it('puts the focus on its first invalid field', () => {
    document.body.innerHTML = `<form><input name="name" /><input name="email" aria-invalid="true" /><input name="phone" aria-invalid="true" /></form>`
    startForms()
    expect(document.activeElement).toBe(document.querySelector('[name=email]'))
  })

  it('leaves the focus alone on a page without errors', () => {
    document.body.innerHTML = `<input name="search" /><form><input name="name" aria-invalid="false" /></form>`
    document.querySelector<HTMLElement>('[name=search]')!.focus()
    startForms()
    expect(document.activeElement).toBe(document.querySelector('[name=search]'))
  })
})
