import { ExternalLink as ExternalLinkDrawing, Search as SearchDrawing } from 'lucide'
import { Button } from '~/components/ui/button'
import { PageHeader } from '~/components/page/page-header'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import type { TranslationKey } from '~/features/i18n/translate'
import type { SearchHit } from './search-types'

const Search = icon(SearchDrawing)
const ExternalLink = icon(ExternalLinkDrawing)

/** The search page: a form that asks the server again (GET, also without JavaScript) and the hits. */
export function SearchPage({ query, hits }: { query: string; hits: SearchHit[] }) {
  const { t } = useI18n()
  return (
    <>
      <PageHeader title={t('search.title')} text={t('search.text')} crumbs={[{ label: t('search.title') }]} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <form method="get" role="search" className="flex gap-2">
          <label htmlFor="search-page-q" className="sr-only">{t('header.search')}</label>
          <input id="search-page-q" name="q" type="search" defaultValue={query} maxLength={100} placeholder={t('header.searchPlaceholder')} className="h-12 min-w-0 flex-1 rounded-full border bg-card px-5" />
          <Button type="submit" size="lg" shape="pill">
            <Search aria-hidden="true" className="size-5" />
            {t('search.submit')}
          </Button>
        </form>
        {query !== '' && (
          <section aria-labelledby="search-results-heading" className="mt-10">
            <h2 id="search-results-heading" className="text-lg font-semibold" aria-live="polite">
              {hits.length === 0 ? t('search.none', { query }) : t('search.count', { count: hits.length, query })}
            </h2>
            {hits.length === 0 ? (
              <p className="mt-3 text-muted-foreground">{t('search.noneHint')}</p>
            ) : (
              <ol className="mt-6 space-y-4">
                {hits.map((hit) => (
                  <li key={hit.url} className="relative rounded-2xl border bg-card p-5 hover:shadow-md" data-kind={hit.kind}>
                    <p className="text-xs font-semibold tracking-wide text-primary uppercase">{t(`search.kinds.${hit.kind}` as TranslationKey)}</p>
                    <h3 className="mt-1 text-lg font-semibold">
                      {hit.kind === 'news' ? (
                        <a href={hit.url} rel="noopener" className="inline-flex items-center gap-1.5 after:absolute after:inset-0 hover:underline">
                          {hit.title}
                          <ExternalLink aria-hidden="true" className="size-4" />
                        </a>
                      ) : (
                        <LocalizedLink to={hit.url} className="after:absolute after:inset-0 hover:underline">
                          {hit.title}
                        </LocalizedLink>
                      )}
                    </h3>
                    <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{hit.summary}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
      </div>
    </>
  )
}
