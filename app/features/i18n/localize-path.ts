import { isLanguage, type Language } from './languages'

/**
 * Puts `language` as the first path segment: replaces an existing language segment or inserts
 * one. Query and hash are kept. `localizePath('/contact', 'en')` → `/en/contact`.
 */
export function localizePath(path: string, language: Language): string {
  // The path ends at the first '?' or '#', or with the string.
  const end = path.search(/[?#]|$/)
  const pathname = path.slice(0, end)
  const suffix = path.slice(end)
  const segments = pathname.split('/').filter(Boolean)
  if (isLanguage(segments[0])) segments.shift()
  const rest = segments.join('/')
  return `/${language}${rest ? `/${rest}` : ''}${suffix}`
}

/** The path without its language segment, always starting with '/'. */
export function stripLanguage(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  if (isLanguage(segments[0])) segments.shift()
  return `/${segments.join('/')}`
}
