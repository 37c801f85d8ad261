import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What the Express layer knows about the client and a React Router action does not (the
 * Fetch `Request` carries no peer address): set around page POSTs, read by the no-JS action.
 */
export type ClientInfo = { ip: string | undefined }
export const clientInfo = new AsyncLocalStorage<ClientInfo>()
