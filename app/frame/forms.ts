/**
 * A form the server sent back with errors (a post without React: the lead forms, the account
 * forms) puts the visitor on its first invalid field, as the client-side check of a React page
 * does: the field's message is read with it (aria-describedby).
 */
export function startForms(): void {
  const first = document.querySelector<HTMLElement>('form [aria-invalid="true"]')
  first?.focus()
}
