import { useI18n } from '~/features/i18n/i18n-context'

/** A page that failed to load, inside the normal header and footer, in the page's language. */
export function ErrorPage() {
  const { t } = useI18n()
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        500
      </p>
      <h1 className="text-3xl font-bold sm:text-4xl">{t('error.heading')}</h1>
      <p className="text-lg text-muted-foreground">{t('error.text')}</p>
      <a href="/" className="rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90">
        {t('notFound.back')}
      </a>
    </section>
  )
}
