import { createContext, Suspense, useContext, type ReactNode } from 'react'

/**
 * Whether a page needs React in the browser (docs/decisions/021). A route that does says so in
 * its `handle`: `true`, or a function of its loader data (a content page needs React only for
 * the sections that need the browser). Every other page is sent as complete HTML with the frame
 * script only: no React, no route data.
 */
export type HydrationHandle = { hydrate?: true | ((data: unknown) => boolean) }

type MatchLike = { handle?: unknown; data?: unknown }

export function routeNeedsReact(match: MatchLike): boolean {
  const hydrate = (match.handle as HydrationHandle | undefined)?.hydrate
  if (typeof hydrate === 'function') return match.data !== undefined && match.data !== null && hydrate(match.data)
  return hydrate === true
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
