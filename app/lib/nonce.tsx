import { createContext, useContext } from 'react'

/** The CSP nonce of the current response; empty in the browser, where it is not needed. */
export const NonceContext = createContext('')

export function useNonce(): string {
  return useContext(NonceContext)
}
