import { useSyncExternalStore } from 'react'
import { readConsent, subscribeConsent, type ConsentRecord } from './consent-store'

/** The stored choice; null on the server and while the visitor has not decided. */
export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null)
}
