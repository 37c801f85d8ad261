import { createHmac, timingSafeEqual } from 'node:crypto'
import { getSigningKeys } from '~/lib/server/signing-secret.server'

/**
 * The links mailed for an account (e-mail verification, password reset) carry
 * `userId.expiry.mac`: an HMAC of the purpose, the account, the expiry and a value of the account
 * that the link's use changes (the address for verification, the time of the last password
 * change for a reset). So nothing is stored, any instance checks it, and a reset link works once:
 * resetting the password changes the value it was signed over.
 */
export type AccountTokenPurpose = 'verify-email' | 'reset-password' | 'known-device'

const TOKEN_LIFETIME_SECONDS: Record<AccountTokenPurpose, number> = {
  'verify-email': 7 * 86_400,
  'reset-password': 3600,
  // The cookie of a browser the account signed in on (known-device.server.ts), signed over the password's change time.
  'known-device': 180 * 86_400,
}

const TOKEN_PATTERN = /^(\d{1,10})\.(\d{10})\.([A-Za-z0-9_-]{32})$/

function mac(key: Buffer, purpose: AccountTokenPurpose, userId: number, expiry: number, state: string): Buffer {
  return createHmac('sha256', key).update(`${purpose}\n${userId}\n${expiry}\n${state}`).digest().subarray(0, 24)
}

const keysFor = (purpose: AccountTokenPurpose) => getSigningKeys(`account-${purpose}`)

export async function accountToken(purpose: AccountTokenPurpose, userId: number, state: string, now = Date.now()): Promise<string> {
  const expiry = Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS[purpose]
  const [key] = await keysFor(purpose)
  return `${userId}.${expiry}.${mac(key!, purpose, userId, expiry, state).toString('base64url')}`
}

/** The account id a well-formed, unexpired token names; its MAC is checked by `tokenMatches`. */
export function tokenUserId(token: unknown, now = Date.now()): number | undefined {
  const match = typeof token === 'string' ? TOKEN_PATTERN.exec(token) : null
  if (!match) return undefined
  const userId = Number(match[1])
  if (Number(match[2]) * 1000 < now || userId < 1 || userId > 2 ** 31 - 1) return undefined
  return userId
}

export async function tokenMatches(purpose: AccountTokenPurpose, token: string, state: string): Promise<boolean> {
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return false
  const given = Buffer.from(match[3]!, 'base64url')
  const keys = await keysFor(purpose)
  return keys.some((key) => timingSafeEqual(mac(key, purpose, Number(match[1]), Number(match[2]), state), given))
}
