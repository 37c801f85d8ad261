import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import en from '@content/locales/en.json'
import { frameTextsJson } from '~/features/i18n/dictionaries.server'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider } from '~/features/i18n/i18n-context'
import { ContactForm } from './contact-form'
import { EmailSignupForm } from './email-signup-form'
import type { LeadResult } from './lead-form'
import { LeadResultProvider } from './lead-result'

/** Both forms on a page under the language layout, as the browser gets it after the lead route's redirect. */
function render(result: LeadResult | null, path = '/en/contact?ref=ad') {
  const page = (
    <I18nProvider language="en" dictionary={parseDictionary(frameTextsJson('en'))}>
      <LeadResultProvider result={result}>
        <EmailSignupForm purpose="demo" />
        <ContactForm />
      </LeadResultProvider>
    </I18nProvider>
  )
  const router = createMemoryRouter([{ path: '/en/contact', element: page }], { initialEntries: [path] })
  return renderToString(<RouterProvider router={router} />)
}

const forms = (html: string) => {
  const [signup = '', contact = ''] = html.split('<form').slice(1)
  return { signup, contact }
}

describe('lead forms without JavaScript', () => {
  it('post to the lead route with the page to come back to', () => {
    const { signup, contact } = forms(render(null))
    for (const form of [signup, contact]) {
      expect(form).toMatch(/action="\/en\/leads"/)
      expect(form).toMatch(/method="post"/)
      expect(form).toContain('name="returnTo" value="/en/contact?ref=ad"')
    }
    expect(signup).toMatch(/^ id="email-signup"/)
    expect(contact).toMatch(/^ id="contact-form"/)
    expect(signup).toContain('name="intent" value="email"')
    expect(contact).toContain('name="intent" value="form"')
    expect(contact).not.toContain('role="alert"')
  })

  it('show the outcome at the form that was posted only, with translated messages and the values kept', () => {
    const { signup, contact } = forms(
      render({ intent: 'form', state: 'invalid', errors: { Email: 'leads.errors.email' }, values: { NameSurname: 'Ada <Lovelace>', Email: 'ada@', Message: 'Hi' } }),
    )
    expect(signup).not.toContain(en.leads.result.invalid)
    expect(contact).toContain(en.leads.result.invalid)
    expect(contact).toContain(en.leads.errors.email)
    expect(contact).toContain('aria-invalid="true"')
    expect(contact).toContain('value="Ada &lt;Lovelace&gt;"')
    expect(contact).toContain('value="ada@"')
    expect(contact).toContain('>Hi</textarea>')
  })

  it('say "sent" with empty fields after a stored post', () => {
    const { signup } = forms(render({ intent: 'email', state: 'sent', values: { Email: 'ada@example.com' } }))
    // A sign-up asks the visitor to confirm the link mailed to them (double opt-in).
    expect(signup).toContain(en.leads.result.signupSent)
    expect(signup).toContain('role="status"')
    expect(signup).not.toContain('ada@example.com')
  })
})
