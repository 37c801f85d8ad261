import { Search as SearchDrawing } from 'lucide'
import { Button } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import type { CollectionCard } from '~/features/content/content-view'
import type { SectionOf } from '~/features/content/page-schema'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { ContentIcon } from './content-icon'
import { SectionFrame } from './section-frame'

const Search = icon(SearchDrawing)

/**
 * Help categories with their articles, and a search form that asks the server (GET ?q=): the
 * result is a normal page, also without JavaScript.
 */
export function HelpCenterSection({ section, id }: { section: SectionOf<'helpCenter'> & { articles: CollectionCard[]; query: string }; id: string }) {
  const { t } = useI18n()
  const { articles, query } = section
  const link = (card: CollectionCard) => (
    <LocalizedLink to={`${section.detailPath}/${card.slug}`} className="font-semibold text-primary hover:underline">
      {card.data.title}
    </LocalizedLink>
  )
  return (
    <SectionFrame id={id} heading={section}>
      <form method="get" role="search" className="mx-auto flex max-w-xl gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">{t('sections.searchHelp')}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={query} maxLength={100} placeholder={t('sections.searchHelp')} className="h-12 min-w-0 flex-1 rounded-full border bg-card px-5" />
        <Button type="submit" size="lg" shape="pill">
          <Search aria-hidden="true" className="size-5" />
          {t('sections.search')}
        </Button>
      </form>
      {query ? (
        <div className="mx-auto mt-10 max-w-3xl" aria-live="polite">
          <p className="text-muted-foreground">{t('sections.searchResults', { count: articles.length, query })}</p>
          {articles.length === 0 ? (
            <p className="mt-4">{t('sections.noResults')}</p>
          ) : (
            <ul className="mt-4 divide-y rounded-2xl border bg-card">
              {articles.map((card) => (
                <li key={card.slug} className="p-5">
                  {link(card)}
                  <p className="mt-1 text-sm text-muted-foreground">{card.data.summary}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {section.categories.map((category) => (
            <li key={category.id} className="rounded-2xl border bg-card p-6">
              <h3 className="flex items-center gap-3 text-lg font-semibold">
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <ContentIcon name={category.icon} className="size-5" />
                </span>
                {category.title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{category.text}</p>
              <ul className="mt-4 space-y-2">
                {articles
                  .filter((card) => card.collection === 'help' && card.data.category === category.id)
                  .map((card) => (
                    <li key={card.slug}>{link(card)}</li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  )
}
