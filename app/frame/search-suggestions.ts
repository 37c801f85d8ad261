import { isLanguage } from '~/features/i18n/languages'
import { localizePath } from '~/features/i18n/localize-path'
import { suggestUrl, type SearchHit } from '~/features/search/search-types'
import * as HOOKS from '~/lib/frame-hooks'

/**
 * The suggestions of the header's search boxes (WAI-ARIA 1.2 combobox with a listbox popup), on
 * every page, with or without React. A script of its own, which the frame script loads the first
 * time a visitor focuses a search box (header-search.tsx renders the markup). Typing asks the
 * server (after a short pause), arrow keys move through the suggestions, Enter opens the chosen one
 * (else the form goes to the search page), Escape closes them.
 */

/** How long typing pauses before suggestions are asked for. */
const SUGGEST_DELAY_MS = 150
const OPTION = 'cursor-pointer rounded-md px-3 py-2'
const ACTIVE = 'bg-accent text-accent-foreground'

type Box = { input: HTMLInputElement; list: HTMLElement; hits: SearchHit[] | null; active: number; query: string; timer?: ReturnType<typeof setTimeout>; request?: AbortController }

const boxes = new WeakMap<HTMLInputElement, Box>()
const language = () => {
  const lang = document.documentElement.lang
  return isLanguage(lang) ? lang : 'tr'
}

function boxOf(target: EventTarget | null): Box | null {
  if (!(target instanceof HTMLInputElement) || target.getAttribute('role') !== 'combobox') return null
  const list = document.getElementById(target.getAttribute('aria-controls') ?? '')
  if (!list) return null
  let box = boxes.get(target)
  if (!box) boxes.set(target, (box = { input: target, list, hits: null, active: -1, query: '' }))
  return box
}

function render(box: Box) {
  const { input, list, hits, active } = box
  const open = hits !== null && box.query !== ''
  list.hidden = !open
  input.setAttribute('aria-expanded', String(open))
  if (open && active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`)
  else input.removeAttribute('aria-activedescendant')
  list.replaceChildren(
    ...(hits ?? []).map((hit, index) => {
      const option = document.createElement('li')
      option.id = `${list.id}-${index}`
      option.setAttribute('role', 'option')
      option.setAttribute('aria-selected', String(index === active))
      option.className = `${OPTION} ${index === active ? ACTIVE : 'hover:bg-muted'}`
      const title = document.createElement('span')
      title.className = 'block font-medium'
      title.textContent = hit.title
      const summary = document.createElement('span')
      summary.className = 'block truncate text-xs text-muted-foreground'
      summary.textContent = hit.summary
      option.append(title, summary)
      // Keep the focus in the box; the click picks.
      option.addEventListener('mousedown', (event) => event.preventDefault())
      option.addEventListener('click', () => go(box, hit))
      return option
    }),
  )
  if (hits?.length === 0) {
    const none = document.createElement('li')
    none.setAttribute('role', 'option')
    none.setAttribute('aria-selected', 'false')
    none.setAttribute('aria-disabled', 'true')
    none.className = 'px-3 py-2 text-muted-foreground'
    none.textContent = list.getAttribute(HOOKS.noSuggestions) ?? ''
    list.append(none)
  }
}

function ask(box: Box) {
  const query = box.input.value.trim()
  if (query === box.query) return
  box.query = query
  clearTimeout(box.timer)
  box.request?.abort()
  if (query === '') {
    box.hits = null
    render(box)
    return
  }
  const controller = (box.request = new AbortController())
  box.timer = setTimeout(() => {
    fetch(suggestUrl(language(), query), { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ hits: SearchHit[] }>) : { hits: [] }))
      .then((body) => {
        box.hits = body.hits
        box.active = -1
        render(box)
      })
      .catch(() => undefined)
  }, SUGGEST_DELAY_MS)
}

function go(box: Box, hit: SearchHit) {
  box.hits = null
  box.input.value = ''
  box.query = ''
  render(box)
  box.input.closest<HTMLElement>('[popover]')?.hidePopover?.()
  window.location.assign(hit.kind === 'news' ? hit.url : localizePath(hit.url, language()))
}

document.addEventListener('input', (event) => {
  const box = boxOf(event.target)
  if (box) ask(box)
})

document.addEventListener('keydown', (event) => {
  const box = boxOf(event.target)
  const hits = box?.hits
  if (!box || !hits || box.query === '') return
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault()
    // -1 is the input itself: the keys cycle through it and the suggestions.
    const next = box.active + (event.key === 'ArrowDown' ? 1 : -1)
    box.active = next < -1 ? hits.length - 1 : next >= hits.length ? -1 : next
    render(box)
  } else if (event.key === 'Enter' && hits[box.active]) {
    event.preventDefault()
    go(box, hits[box.active]!)
  } else if (event.key === 'Escape') {
    // The first Escape closes the suggestions; the next one the floating search (its popover).
    event.preventDefault()
    event.stopPropagation()
    box.hits = null
    render(box)
  }
})

// What was typed while this script loaded counts too.
const focused = boxOf(document.activeElement)
if (focused) ask(focused)
