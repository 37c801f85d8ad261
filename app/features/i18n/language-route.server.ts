import { redirect } from 'react-router'
import { isLanguage, type Language } from './languages'
import { localizePath } from './localize-path'
import { preferredLanguage } from './negotiate'

/**
 * The language of a `/:lang/...` request. A first segment that is not tr/en/de is not a
 * language but a page path, so the visitor is redirected to it under their language.
 */
export function requireLanguage(request: Request, lang: string | undefined): Language {
  if (isLanguage(lang)) return lang
  throw redirectToPreferredLanguage(request)
}

export function redirectToPreferredLanguage(request: Request): Response {
  const url = new URL(request.url)
  const target = localizePath(url.pathname, preferredLanguage(request)) + url.search
  return redirect(target, {
    status: 302,
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie, Accept-Language' },
  })
}
