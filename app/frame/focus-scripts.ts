/**
 * Scripts a part of a page needs only once the visitor turns to it: the search box's suggestions,
 * a lead form's check. The element names its script (`data-focus-script`, a same-origin asset),
 * which is added the first time the focus enters it.
 */
export function startFocusScripts(): void {
  const loaded = new Set<string>()
  document.addEventListener('focusin', (event) => {
    const src = (event.target as Element).closest<HTMLElement>('[data-focus-script]')?.dataset.focusScript
    if (!src || loaded.has(src)) return
    loaded.add(src)
    const script = document.createElement('script')
    script.src = src
    document.head.append(script)
  })
}
