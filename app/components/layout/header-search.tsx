import { Search as SearchDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import type { FormEvent } from 'react'
import { Dropdown } from '~/components/ui/dropdown'
import { toast } from '~/components/ui/toast'
import { useI18n } from '~/features/i18n/i18n-context'

const Search = icon(SearchDrawing)

/**
 * The search inputs are placeholders (SPEC §2): submitting tells the visitor that search is
 * coming instead of going anywhere.
 */
export function SearchForm({ id, className }: { id: string; className?: string }) {
  const { t } = useI18n()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Close the floating search first: it sits in the top layer, above the toast.
    event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover()
    toast.info(t('header.search'), t('header.searchUnavailable'))
  }
  return (
    <search className={className}>
      <form onSubmit={onSubmit} className="relative">
        <label htmlFor={id} className="sr-only">
          {t('header.search')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          placeholder={t('header.searchPlaceholder')}
          className="h-10 w-full rounded-lg border bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground"
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
      buttonClassName="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
      buttonProps={{ 'aria-label': t('header.search') }}
      label={<Search aria-hidden="true" className="size-5" />}
    >
      <SearchForm id="floating-search-input" />
    </Dropdown>
  )
}
