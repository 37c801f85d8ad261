// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { Field } from './field'
import { Input, Select, Textarea } from './input'

/** Renders on the server, as every page is, and reads the markup back as a document. */
function render(node: ReactNode): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = renderToString(node)
  return host
}

const control = (host: HTMLElement) => host.querySelector<HTMLElement>('input, textarea, select')!

describe('Field', () => {
  it('ties label and control by id, and marks a required field for eyes and for assistive technology', () => {
    const host = render(
      <Field id="email" label="E-mail">
        <Input name="email" type="email" />
      </Field>,
    )
    const input = control(host)
    expect(host.querySelector('label')!.getAttribute('for')).toBe('email')
    expect(input.id).toBe('email')
    expect(input.getAttribute('name')).toBe('email')
    expect(input.getAttribute('aria-required')).toBe('true')
    const marker = host.querySelector('label > span')!
    expect(marker.textContent).toBe('*')
    expect(marker.getAttribute('aria-hidden')).toBe('true')
  })

  it('says nothing while valid: no aria-invalid, no description, the message element there but hidden and empty', () => {
    const host = render(
      <Field id="name" label="Name">
        <Input name="name" />
      </Field>,
    )
    const input = control(host)
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    // The hooks the check of a page without React writes into (app/frame/lead-check.ts).
    const message = host.querySelector<HTMLElement>('[data-field] [data-field-error]')!
    expect(message.id).toBe('name-error')
    expect(message.hidden).toBe(true)
    expect(message.textContent).toBe('')
    expect(input.closest('[data-field]')!.querySelector('[data-field-error]')).toBe(message)
  })

  it('shows an error: the control is aria-invalid and described by the message', () => {
    const host = render(
      <Field id="name" label="Name" error="Please enter your name">
        <Input name="name" />
      </Field>,
    )
    const input = control(host)
    const message = host.querySelector<HTMLElement>('[data-field-error]')!
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('name-error')
    expect(message.hidden).toBe(false)
    expect(message.textContent).toBe('Please enter your name')
  })

  it('describes the control by its hint, and by hint and message while there is an error', () => {
    const valid = render(
      <Field id="password" label="Password" hint="At least 10 characters">
        <Input name="password" type="password" />
      </Field>,
    )
    expect(control(valid).getAttribute('aria-describedby')).toBe('password-hint')
    expect(valid.querySelector('#password-hint')!.textContent).toBe('At least 10 characters')

    const invalid = render(
      <Field id="password" label="Password" hint="At least 10 characters" error="Too short">
        <Input name="password" type="password" />
      </Field>,
    )
    expect(control(invalid).getAttribute('aria-describedby')).toBe('password-hint password-error')
    expect(invalid.querySelector('#password-hint')!.textContent).toBe('At least 10 characters')
    expect(invalid.querySelector('#password-error')!.textContent).toBe('Too short')
  })

  it('an optional field has no asterisk and no aria-required, and may say that it is optional', () => {
    const plain = render(
      <Field id="from" label="From" required={false}>
        <Input type="date" name="from" />
      </Field>,
    )
    expect(control(plain).hasAttribute('aria-required')).toBe(false)
    expect(plain.querySelector('label')!.textContent).toBe('From')

    const said = render(
      <Field id="district" label="District" required={false} optionalLabel="(optional)">
        <Input name="district" />
      </Field>,
    )
    expect(said.querySelector('label')!.textContent).toBe('District (optional)')
    expect(said.querySelector('label [aria-hidden]')).toBeNull()
  })

  it('hides the label from the eye only', () => {
    const host = render(
      <Field id="signup" label="Your e-mail" hideLabel>
        <Input name="email" />
      </Field>,
    )
    expect(host.querySelector('label')!.className).toContain('sr-only')
    expect(host.querySelector('label')!.textContent).toContain('Your e-mail')
  })

  it('wires a textarea and a select the same way', () => {
    const text = render(
      <Field id="message" label="Message" error="Too long">
        <Textarea name="message" rows={5} className="min-h-32" />
      </Field>,
    )
    expect(control(text).tagName).toBe('TEXTAREA')
    expect(control(text).id).toBe('message')
    expect(control(text).getAttribute('aria-invalid')).toBe('true')
    expect(control(text).className).toContain('min-h-32')
    expect(control(text).className).toContain('resize-y')

    const choice = render(
      <Field id="language" label="Language">
        <Select name="language" defaultValue="en">
          <option value="tr">Türkçe</option>
          <option value="en">English</option>
        </Select>
      </Field>,
    )
    expect(control(choice).tagName).toBe('SELECT')
    expect(control(choice).id).toBe('language')
    expect(control(choice).getAttribute('aria-required')).toBe('true')
  })
})

describe('Input', () => {
  it('outside a field is only the look: no id, no ARIA', () => {
    const input = control(render(<Input name="q" type="search" />))
    expect(input.hasAttribute('id')).toBe(false)
    expect(input.hasAttribute('aria-required')).toBe(false)
    expect(input.className).toContain('aria-invalid:border-danger')
  })

  it('keeps what its own props say over the field\'s', () => {
    const host = render(
      <Field id="kind" label="Kind" error="Unknown kind">
        <Input name="kind" aria-describedby="kind-help" />
      </Field>,
    )
    expect(control(host).getAttribute('aria-describedby')).toBe('kind-help')
    expect(control(host).getAttribute('aria-invalid')).toBe('true')
  })
})
