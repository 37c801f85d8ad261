import { useI18n } from '~/features/i18n/i18n-context'
import { buttonClasses } from '~/components/ui/button'

/**
 * A page that failed to load, or a thing a page asked for that does not exist (`missing`), inside
 * the normal header and footer, in the page's language. Deliberately plain (no illustration): it
 * is part of every page's JavaScript, unlike the 404 route's page.
 */
export function ErrorPage({ missing = false }: { missing?: boolean }) {
  const { t } = useI18n()
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {missing ? 404 : 500}
      </p>
      <h1 className="text-3xl font-bold sm:text-4xl">{missing ? t('notFound.heading') : t('error.heading')}</h1>
      <p className="text-lg text-muted-foreground">{missing ? t('notFound.text') : t('error.text')}</p>
      <a href="/" className={buttonClasses({ size: 'lg' })}>
        {t('notFound.back')}
      </a>
    </section>
  )
}
