import { createContext, useContext, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { LeadIntent, LeadResult } from './lead-form'

const LeadResultContext = createContext<LeadResult | null>(null)

/**
 * Hands the outcome of a no-JavaScript lead post (the language layout's `leadResult`) to the
 * forms of the page the visitor landed on. The layout's data outlives that page (it is loaded
 * again only when the language changes), so the outcome is held back once the visitor moves on:
 * a later visit to the same page must not show an old message.
 */
export function LeadResultProvider({ result, children }: { result: LeadResult | null; children: ReactNode }) {
  const { key } = useLocation()
  const [landing] = useState(key)
  return <LeadResultContext.Provider value={key === landing ? result : null}>{children}</LeadResultContext.Provider>
}

/** The outcome for the form of this `intent`, if it was the one posted. */
export function useLeadResult(intent: LeadIntent): LeadResult | undefined {
  const result = useContext(LeadResultContext)
  return result?.intent === intent ? result : undefined
}
