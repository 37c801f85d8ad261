// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchForm } from '~/components/layout/header-search'
import type { SearchHit } from '~/features/search/search-types'
import { serverMarkup } from '../../tests/fixtures/server-markup'

/** The suggestion requests the script made; each waits until the test answers it. */
let asked: { url: string; answer: (hits: SearchHit[]) => void }[] = []
const followed: string[] = []
const HITS: SearchHit[] = [
  { kind: 'page', title: 'ERP for manufacturing', summary: 'Plan production', url: '/services/erp' },
  { kind: 'news', title: 'Release notes', summary: 'What is new', url: 'https://news.example/release' },
]

const input = () => document.querySelector<HTMLInputElement>('input[role=combobox]')!
const list = () => document.getElementById(input().getAttribute('aria-controls')!)!
const options = () => [...list().querySelectorAll('[role=option]')].map((option) => option.textContent)

function type(value: string) {
  input().value = value
  input().dispatchEvent(new Event('input', { bubbles: true }))
}
const key = (name: string) => input().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))

describe('the header search suggestions', () => {
  beforeAll(async () => {
    vi.useFakeTimers()
    document.documentElement.lang = 'en'
    document.body.innerHTML = serverMarkup(<SearchForm id="header-search" />)
    vi.stubGlobal('fetch', (url: string) => new Promise((resolve) => asked.push({ url, answer: (hits) => resolve({ ok: true, json: async () => ({ hits }) }) })))
    vi.spyOn(window.location, 'assign').mockImplementation((to) => void followed.push(String(to)))
    // What was typed while the script loaded counts too.
    input().focus()
    input().value = 'er'
    await import('./search-suggestions')
  })
  afterAll(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  beforeEach(() => {
    asked = []
    followed.length = 0
  })

  it('asks for what was typed before it loaded, after a pause, in the page language', async () => {
    await vi.advanceTimersByTimeAsync(150)
    expect(asked.map((call) => call.url)).toEqual(['/en/search/suggest?q=er'])
    asked[0]!.answer(HITS)
    await vi.runAllTimersAsync()
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(list().hidden).toBe(false)
    expect(options()).toEqual(['ERP for manufacturingPlan production', 'Release notesWhat is new'])
  })

  it('asks once for a burst of typing, and not for an empty box, which closes the list', async () => {
    type('e')
    type('er')
    type('erp')
    await vi.advanceTimersByTimeAsync(149)
    expect(asked).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked.map((call) => call.url)).toEqual(['/en/search/suggest?q=erp'])
    asked[0]!.answer(HITS)
    await vi.runAllTimersAsync()
    type('  ')
    await vi.runAllTimersAsync()
    expect(asked).toHaveLength(1)
    expect(list().hidden).toBe(true)
    expect(input().getAttribute('aria-expanded')).toBe('false')
  })

  it('moves through the suggestions with the arrow keys, through the box itself too, and opens the chosen one', async () => {
    type('release')
    await vi.advanceTimersByTimeAsync(150)
    asked[0]!.answer(HITS)
    await vi.runAllTimersAsync()
    key('ArrowDown')
    expect(input().getAttribute('aria-activedescendant')).toBe(`${list().id}-0`)
    key('ArrowUp')
    expect(input().hasAttribute('aria-activedescendant')).toBe(false)
    key('ArrowUp')
    expect(input().getAttribute('aria-activedescendant')).toBe(`${list().id}-1`)
    key('Enter')
    // A news item leaves the site; a page of ours opens in the page language.
    expect(followed).toEqual(['https://news.example/release'])
    expect(input().value).toBe('')
  })

  it('says so when nothing matches, and Escape closes the list', async () => {
    type('zzz')
    await vi.advanceTimersByTimeAsync(150)
    asked[0]!.answer([])
    await vi.runAllTimersAsync()
    expect(list().querySelector('[aria-disabled=true]')?.textContent).toBe(list().dataset.noSuggestions)
    expect(list().dataset.noSuggestions).toBeTruthy()
    key('Escape')
    expect(list().hidden).toBe(true)
  })

  it('opens a page of ours in the page language on a click', async () => {
    type('manufacturing')
    await vi.advanceTimersByTimeAsync(150)
    asked[0]!.answer(HITS)
    await vi.runAllTimersAsync()
    list().querySelector<HTMLElement>('[role=option]')!.click()
    expect(followed).toEqual(['/en/services/erp'])
  })
})
