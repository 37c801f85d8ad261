import type { SectionOf } from '~/features/content/page-schema'
import { ContactForm } from '~/features/leads/contact-form'
import { SectionHeading } from './section-heading'

/** The contact form under its heading. */
export function ContactFormSection({ section, id }: { section: SectionOf<'contactForm'>; id: string }) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id={id} eyebrow={section.eyebrow} title={section.title} text={section.text} />
        <div className="mt-10">
          <ContactForm />
        </div>
      </div>
    </section>
  )
}
