import { createContext, Suspense, useContext, useEffect, type ReactNode } from 'react'

/**
 * Whether a page needs React in the browser (docs/decisions/021): only the shop's pages, whose
 * state lives in the visitor's browser, say so in their `handle`. Every other page is sent as
 * complete HTML with the frame script and its sections' small scripts only: no React, no route data.
 */
export type HydrationHandle = { hydrate?: true }

type MatchLike = { handle?: unknown }

export function routeNeedsReact(match: MatchLike): boolean {
  return (match.handle as HydrationHandle | undefined)?.hydrate === true
}

/** On the server: whether a matched route asks for React. In the browser React runs only on such a page, and stays for client-side navigations. */
export function pageNeedsReact(matches: readonly MatchLike[]): boolean {
  return !import.meta.env.SSR || matches.some(routeNeedsReact)
}

const PageHydrationContext = createContext(false)
export const PageHydrationProvider = PageHydrationContext.Provider

/** True on a page React hydrates: a component may then leave work to its client code (lazy contents, suggestions). */
export function usePageHydrated(): boolean {
  return useContext(PageHydrationContext)
}

/**
 * Around a lazy component: on a React page a Suspense boundary (its fallback shows while the chunk
 * loads in the browser); on a page without React none, so the server always writes the component
 * into the HTML and never a placeholder that only React's inline script would replace.
 */
export function LazyBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return usePageHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : children
}

/** Set on `<html>` once React has hydrated the whole page, the footer last (docs/decisions/010). */
const HYDRATED_ATTRIBUTE = 'data-hydrated'

/**
 * Placed after the last section that hydrates in turn: its effect runs once everything before it
 * is live, and marks the page so (end-to-end tests wait for it instead of reading React's internals).
 */
export function HydrationMark() {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), [])
  return null
}
