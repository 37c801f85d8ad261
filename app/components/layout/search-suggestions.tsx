import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useI18n } from '~/features/i18n/i18n-context'
import { localizePath } from '~/features/i18n/localize-path'
import { suggestUrl, type SearchHit } from '~/features/search/search-types'
import { cn } from '~/lib/cn'

/** How long typing pauses before suggestions are asked for. */
const SUGGEST_DELAY_MS = 150

/**
 * The suggestions of a header search box (WAI-ARIA 1.2 combobox with a listbox popup), loaded the
 * first time the visitor focuses the box, so the frame every page loads stays small. It follows the
 * input through its DOM events: typing asks the server (debounced), arrow keys move through the
 * suggestions, Enter opens the chosen one (else the form goes to the search page), Escape closes.
 */
/** `overlay`: the list floats over the page below the box (the header bar); otherwise it takes room below it (a panel). */
export default function SearchSuggestions({ input, listId, overlay }: { input: HTMLInputElement; listId: string; overlay: boolean }) {
  const { t, language } = useI18n()
  const navigate = useNavigate()
  const [query, setQuery] = useState(input.value.trim())
  const [hits, setHits] = useState<SearchHit[] | null>(null)
  const [active, setActive] = useState(-1)
  const open = hits !== null && query !== ''

  useEffect(() => {
    const onInput = () => setQuery(input.value.trim())
    input.addEventListener('input', onInput)
    // What was typed while this component loaded and mounted (before the listener) counts too.
    onInput()
    return () => input.removeEventListener('input', onInput)
  }, [input])

  useEffect(() => {
    if (query === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(suggestUrl(language, query), { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ hits: SearchHit[] }>) : { hits: [] }))
        .then((body) => {
          setHits(body.hits)
          setActive(-1)
        })
        .catch(() => undefined)
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, language])

  const go = (hit: SearchHit) => {
    setHits(null)
    input.value = ''
    setQuery('')
    input.closest<HTMLElement>('[popover]')?.hidePopover()
    if (hit.kind === 'news') window.location.assign(hit.url)
    else void navigate(localizePath(hit.url, language))
  }

  useEffect(() => {
    input.setAttribute('aria-expanded', String(open))
    if (open && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else input.removeAttribute('aria-activedescendant')
    const onKeyDown = (event: KeyboardEvent) => {
      if (!open || !hits) return
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        // -1 is the input itself: the keys cycle through it and the suggestions.
        setActive((current) => {
          const next = current + step
          return next < -1 ? hits.length - 1 : next >= hits.length ? -1 : next
        })
      } else if (event.key === 'Enter' && active >= 0 && hits[active]) {
        event.preventDefault()
        go(hits[active])
      } else if (event.key === 'Escape') {
        // The first Escape closes the suggestions; the next one the floating search (its popover).
        event.preventDefault()
        event.stopPropagation()
        setHits(null)
      }
    }
    input.addEventListener('keydown', onKeyDown)
    return () => input.removeEventListener('keydown', onKeyDown)
  })

  return (
    <ul id={listId} role="listbox" aria-label={t('header.searchSuggestions')} hidden={!open} className={cn('mt-1 max-h-80 overflow-y-auto rounded-lg border bg-card p-1 text-sm', overlay && 'absolute inset-x-0 top-full z-50 shadow-lg')}>
      {hits?.map((hit, index) => (
        <li
          key={hit.url}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => go(hit)}
          className={cn('cursor-pointer rounded-md px-3 py-2', index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted')}
        >
          <span className="block font-medium">{hit.title}</span>
          <span className="block truncate text-xs text-muted-foreground">{hit.summary}</span>
        </li>
      ))}
      {hits?.length === 0 && (
        <li role="option" aria-selected="false" aria-disabled="true" className="px-3 py-2 text-muted-foreground">
          {t('header.searchNoSuggestions')}
        </li>
      )}
    </ul>
  )
}
