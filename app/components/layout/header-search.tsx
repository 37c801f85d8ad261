import { Search as SearchDrawing } from 'lucide'
import { buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { Dropdown } from '~/components/ui/dropdown'
import { useI18n } from '~/features/i18n/i18n-context'
import { localizePath } from '~/features/i18n/localize-path'
import suggestionsScript from '~/frame/search-suggestions?worker&url'
import { cn } from '~/lib/cn'
import * as HOOKS from '~/lib/frame-hooks'

const Search = icon(SearchDrawing)

/**
 * The header's search: a GET form to the search page, so it works without JavaScript. With it the
 * box is a combobox that suggests the first hits while the visitor types, on every page: the frame
 * script loads the suggestions' script (app/frame/search-suggestions.ts) when the box is first
 * focused (app/frame/focus-scripts.ts).
 */
/** `overlay`: suggestions float over the page (the box in the header bar), else they push content down (in a panel). */
export function SearchForm({ id, className, overlay = false }: { id: string; className?: string; overlay?: boolean }) {
  const { t, language } = useI18n()
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
            // A text box, not type="search": HTML allows role="combobox" (with aria-expanded) on
            // text inputs only; enterkeyhint keeps the phone keyboard's search key (issue #39).
            type="text"
            role="combobox"
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls={listId}
            autoComplete="off"
            maxLength={100}
            {...{ [HOOKS.focusScript]: suggestionsScript }}
            placeholder={t('header.searchPlaceholder')}
            className="h-10 w-full rounded-lg border bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground"
          />
        </div>
        {/* Filled by the suggestions' script; React never renders into it (it has no children here). */}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('header.searchSuggestions')}
          {...{ [HOOKS.noSuggestions]: t('header.searchNoSuggestions') }}
          hidden
          className={cn('mt-1 max-h-80 overflow-y-auto rounded-lg border bg-card p-1 text-sm', overlay && 'absolute inset-x-0 top-full z-50 shadow-lg')}
        />
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
      buttonClassName={buttonClasses({ variant: 'ghost', size: 'icon' })}
      buttonProps={{ 'aria-label': t('header.search') }}
      label={<Search aria-hidden="true" className="size-5" />}
    >
      <SearchForm id="floating-search-input" />
    </Dropdown>
  )
}
