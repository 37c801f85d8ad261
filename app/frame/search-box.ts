/**
 * The header's search boxes are GET forms to the search page. Their suggestions are a script of
 * their own (search-suggestions.ts), added the first time a visitor focuses a box: its address is
 * on the box (`data-suggest-script`).
 */
export function startSearchBoxes(): void {
  const load = (event: FocusEvent) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || !input.dataset.suggestScript) return
    document.removeEventListener('focusin', load)
    const script = document.createElement('script')
    script.src = input.dataset.suggestScript
    document.head.append(script)
  }
  document.addEventListener('focusin', load)
}
