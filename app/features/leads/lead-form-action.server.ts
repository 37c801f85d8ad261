/**
 * The route action behind both lead forms when they are posted without JavaScript.
 * STUB owned by the lead-capture issue; the home and contact routes only call it.
 */
export async function handleLeadFormAction(_args: { request: Request; params: { lang?: string } }) {
  return null
}
