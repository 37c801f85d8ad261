import { useI18n } from '~/features/i18n/i18n-context'
import { buttonClasses } from '~/components/ui/button'
import { NotFoundIllustration } from './not-found-illustration'

/** The spec's 404 page; its button goes to `/`, which redirects to the visitor's language. */
export function NotFoundPage() {
  const { t } = useI18n()
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center">
      <NotFoundIllustration label={t('notFound.illustration')} />
      <h1 className="text-3xl font-bold sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="text-lg text-muted-foreground">{t('notFound.text')}</p>
      <a href="/" className={buttonClasses({ size: 'lg' })}>
        {t('notFound.back')}
      </a>
    </section>
  )
}
