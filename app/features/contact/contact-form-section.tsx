import { useI18n } from '~/features/i18n/i18n-context'
import { ContactForm } from '~/features/leads/contact-form'

export function ContactFormSection() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="contact-form-heading" className="render-when-near [--estimated-height:832px] sm:[--estimated-height:626px] lg:[--estimated-height:626px] py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">{t('contact.form.eyebrow')}</p>
          <h2 id="contact-form-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('contact.form.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('contact.form.text')}</p>
        </div>
        <div className="mt-10">
          <ContactForm />
        </div>
      </div>
    </section>
  )
}
