import type { SectionOf } from '~/features/content/page-schema'
import { ContactForm } from '~/features/leads/contact-form'
import { EmailSignupForm } from '~/features/leads/email-signup-form'
import { SectionFrame } from './section-frame'

/**
 * A partner request or a job application: the contact form's five fields under another kind of
 * lead, with the same checks, limits and no-JavaScript path. An application's company field
 * holds the position (its label says so: lead-declarations.ts), filled in from the job ad.
 */
export function LeadFormSection({ section, id, position }: { section: SectionOf<'leadForm'>; id: string; position?: string }) {
  return (
    <SectionFrame id={id} heading={section} narrow tinted>
      <ContactForm intent={section.kind} label={section.title} defaults={position ? { Company: position } : undefined} />
    </SectionFrame>
  )
}

export function EmailSignupSection({ section, id }: { section: SectionOf<'emailSignup'>; id: string }) {
  return (
    <SectionFrame id={id} heading={section} narrow>
      <div className="mx-auto max-w-xl">
        <EmailSignupForm purpose={section.purpose} />
      </div>
    </SectionFrame>
  )
}
