import type { SectionOf } from '~/features/content/page-schema'
import { ContactForm } from '~/features/leads/contact-form'
import { SectionFrame } from './section-frame'

/** The contact form under its heading. */
export function ContactFormSection({ section, id }: { section: SectionOf<'contactForm'>; id: string }) {
  return (
    <SectionFrame id={id} heading={section} narrow>
      <ContactForm />
    </SectionFrame>
  )
}
