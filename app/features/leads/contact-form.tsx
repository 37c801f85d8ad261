/** The contact page's form. STUB owned by the lead-capture issue. */
export function ContactForm() {
  return <div data-stub="contact-form" />
}
