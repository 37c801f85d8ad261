/** The hero's e-mail sign-up form. STUB owned by the lead-capture issue. */
export function EmailSignupForm() {
  return <div data-stub="email-signup-form" />
}
