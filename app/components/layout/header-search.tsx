import { Search as SearchDrawing } from 'lucide'
import { lazy, Suspense, useState } from 'react'
import { icon } from '~/components/ui/icon'
import { Dropdown } from '~/components/ui/dropdown'
import { useI18n } from '~/features/i18n/i18n-context'
import { localizePath } from '~/features/i18n/localize-path'
import { usePageHydrated } from '~/lib/page-hydration'

const Search = icon(SearchDrawing)

const SearchSuggestions = lazy(() => import('./search-suggestions'))

/**
 * The header's search: a GET form to the search page, so it works without JavaScript. With it the
 * box becomes a combobox that suggests the first hits while the visitor types; that part
 * (search-suggestions.tsx) loads when the box is first focused.
 */
/** `overlay`: suggestions float over the page (the box in the header bar), else they push content down (in a panel). */
export function SearchForm({ id, className, overlay = false }: { id: string; className?: string; overlay?: boolean }) {
  const { t, language } = useI18n()
  // Suggestions are React's: on a page without React the box is a plain search field.
  const suggests = usePageHydrated()
  const [input, setInput] = useState<HTMLInputElement | null>(null)
  const listId = `${id}-suggestions`
  return (
    <search className={className}>
      <form method="get" action={localizePath('/search', language)} className="relative">
        <label htmlFor={id} className="sr-only">
          {t('header.search')}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            id={id}
            name="q"
            type="search"
            role={suggests ? 'combobox' : undefined}
            aria-autocomplete={suggests ? 'list' : undefined}
            aria-expanded={suggests ? 'false' : undefined}
            aria-controls={suggests ? listId : undefined}
            autoComplete="off"
            maxLength={100}
            onFocus={(event) => setInput(event.currentTarget)}
            placeholder={t('header.searchPlaceholder')}
            className="h-10 w-full rounded-lg border bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground"
          />
        </div>
        {!suggests ? null : input ? (
          <Suspense fallback={null}>
            <SearchSuggestions input={input} listId={listId} overlay={overlay} />
          </Suspense>
        ) : (
          <ul id={listId} role="listbox" aria-label={t('header.searchSuggestions')} hidden />
        )}
      </form>
    </search>
  )
}

/** The floating search: a button that opens a search box over the page. */
export function FloatingSearch() {
  const { t } = useI18n()
  return (
    <Dropdown
      id="floating-search"
      panelClassName="w-[min(24rem,calc(100vw-2rem))] p-3"
      buttonClassName="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
      buttonProps={{ 'aria-label': t('header.search') }}
      label={<Search aria-hidden="true" className="size-5" />}
    >
      <SearchForm id="floating-search-input" />
    </Dropdown>
  )
}
