// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@content/locales/en.json'
import { frameTextsJson } from '~/features/i18n/dictionaries.server'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider } from '~/features/i18n/i18n-context'
import { ContactForm } from '~/features/leads/contact-form'
import { EmailSignupForm } from '~/features/leads/email-signup-form'
import { LeadResultProvider } from '~/features/leads/lead-result'
import { TOAST_EVENT, type ToastRequest } from '~/lib/frame-events'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/** The real forms as the server sends them on a page without React (no hydration). */
function serverHtml(): string {
  const page = (
    <I18nProvider language="en" dictionary={parseDictionary(frameTextsJson('en'))}>
      <LeadResultProvider result={null}>
        <EmailSignupForm purpose="portal" />
        <ContactForm intent="partner" />
      </LeadResultProvider>
    </I18nProvider>
  )
  const router = createMemoryRouter([{ path: '/en/partner', element: page }], { initialEntries: ['/en/partner'] })
  return renderToString(<RouterProvider router={router} />)
}

/** A stubbed API: each call waits until the test answers it. */
type Call = { url: string; init: RequestInit; answer: (status: number, body: unknown) => void; fail: (error: Error) => void }
let calls: Call[] = []
let toasts: ToastRequest[] = []

const signup = () => document.querySelector<HTMLFormElement>('form#email-signup')!
const partner = () => document.querySelector<HTMLFormElement>('form#partner-form')!
const button = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button[type=submit]')!
const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement
const messageOf = (input: HTMLElement) => input.closest(select(HOOKS.field))!.querySelector<HTMLElement>(select(HOOKS.fieldError))!

function type(input: HTMLInputElement, value: string) {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

function fillPartner(form: HTMLFormElement) {
  type(control(form, 'name'), 'Grace Hopper')
  type(control(form, 'email'), 'grace@example.com')
  type(control(form, 'number'), '(532) 123 45 67')
  type(control(form, 'company'), 'Compilers Ltd')
  type(control(form, 'message'), 'We resell ERP systems.')
}

/** Waits until the script has handled the answer (its promise chain), without a timer of our own. */
const settled = (form: HTMLFormElement) => vi.waitFor(() => expect(button(form).disabled).toBe(false))

beforeAll(async () => {
  document.documentElement.lang = 'en'
  window.addEventListener(TOAST_EVENT, (event) => {
    event.preventDefault()
    toasts.push((event as CustomEvent<ToastRequest>).detail)
  })
  await import('./lead-check')
})

beforeEach(() => {
  calls = []
  toasts = []
  document.cookie = 'XSRF-TOKEN=token-123'
  document.body.innerHTML = serverHtml()
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) =>
          calls.push({
            url,
            init,
            answer: (status, body) => resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
            fail: reject,
          }),
        ),
    ),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a lead form on a page without React', () => {
  it('carries what its script needs: the check, the messages and toasts in the page language', () => {
    const form = signup()
    expect(form.dataset.leadCheck).toBe('email')
    const messages = JSON.parse(form.dataset.messages!) as Record<string, string>
    expect(messages).toMatchObject({
      'leads.errors.email': en.leads.errors.email,
      'leads.toast.successTitle': en.leads.toast.successTitle,
      'leads.toast.signupMessage': en.leads.toast.signupMessage,
      'leads.toast.errorTitle': en.leads.toast.errorTitle,
      'leads.toast.errorMessage': en.leads.toast.errorMessage,
    })
    expect(messages).not.toHaveProperty('leads.toast.successMessage')
    // The button holds both states; only its attributes change.
    expect(button(form).querySelector('svg.animate-spin')).not.toBeNull()
    expect(button(form).textContent).toBe(`${en.leads.signup.submit}${en.leads.signup.sending}`)
  })

  it('is not sent while invalid: messages at the fields, the focus on the first', () => {
    const form = partner()
    type(control(form, 'email'), 'not an address')
    form.requestSubmit()
    expect(calls).toHaveLength(0)
    expect(messageOf(control(form, 'name'))).toMatchObject({ hidden: false, textContent: en.leads.errors.name })
    expect(control(form, 'company').getAttribute('aria-invalid')).toBe('true')
    expect(control(form, 'company').getAttribute('aria-describedby')).toBe(messageOf(control(form, 'company')).id)
    expect(document.activeElement).toBe(control(form, 'name'))
    // After the first attempt the messages follow the corrections.
    type(control(form, 'name'), 'Grace Hopper')
    expect(messageOf(control(form, 'name'))).toMatchObject({ hidden: true, textContent: '' })
    expect(control(form, 'name').hasAttribute('aria-invalid')).toBe(false)
  })

  it('sends a valid sign-up to the API with the disabled button and its spinner, then toasts and empties the form', async () => {
    const form = signup()
    type(control(form, 'email'), 'ada@example.com')
    form.requestSubmit()
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call!.url).toBe('/api/v1/Site/ContactEmail/Create')
    const headers = new Headers(call!.init.headers)
    expect(headers.get('X-XSRF-TOKEN')).toBe('token-123')
    expect(headers.get('Accept-Language')).toBe('en')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(call!.init.body))).toEqual({ Email: 'ada@example.com', Purpose: 'portal', Language: 'en' })
    expect(button(form).disabled).toBe(true)
    expect(button(form).getAttribute('aria-busy')).toBe('true')
    // A second click while the call runs sends nothing.
    form.requestSubmit()
    expect(calls).toHaveLength(1)

    call!.answer(201, { status: 'received' })
    await settled(form)
    expect(button(form).hasAttribute('aria-busy')).toBe(false)
    expect(toasts).toEqual([{ type: 'success', title: en.leads.toast.successTitle, message: en.leads.toast.signupMessage }])
    expect(control(form, 'email').value).toBe('')
    expect(control(form, 'purpose').value).toBe('portal')
    // The form starts over: typing is not checked until the next attempt.
    type(control(form, 'email'), 'x')
    expect(control(form, 'email').hasAttribute('aria-invalid')).toBe(false)
  })

  it("puts a 400's messages at their fields, with the error toast, and keeps what was typed", async () => {
    const form = partner()
    fillPartner(form)
    form.requestSubmit()
    expect(calls[0]!.url).toBe('/api/v1/Site/Partner/Create')
    calls[0]!.answer(400, { error: 'invalid', errors: { Company: 'Bitte geben Sie den Namen Ihres Unternehmens ein' } })
    await settled(form)
    const company = control(form, 'company')
    expect(messageOf(company)).toMatchObject({ hidden: false, textContent: 'Bitte geben Sie den Namen Ihres Unternehmens ein' })
    expect(company.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(company)
    expect(control(form, 'name').value).toBe('Grace Hopper')
    expect(toasts).toEqual([{ type: 'error', title: en.leads.toast.errorTitle, message: en.leads.toast.errorMessage }])
  })

  it('says a failed or unreachable API with the error toast, and the form can be sent again', async () => {
    const form = partner()
    fillPartner(form)
    form.requestSubmit()
    calls[0]!.answer(500, { error: 'boom' })
    await settled(form)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    form.requestSubmit()
    calls[1]!.fail(new TypeError('Failed to fetch'))
    await settled(form)
    expect(logged).toHaveBeenCalled()
    expect(toasts.map((toast) => toast.type)).toEqual(['error', 'error'])
    expect(control(form, 'message').value).toBe('We resell ERP systems.')
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({ NameSurname: 'Grace Hopper', Company: 'Compilers Ltd', Language: 'en' })
  })
})
