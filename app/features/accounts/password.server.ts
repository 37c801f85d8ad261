import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * Passwords are hashed with Argon2id (@node-rs/argon2, prebuilt native code): OWASP's first
 * recommended setting, 19 MiB of memory, 2 passes, 1 lane (docs/decisions/019). On this 2-core
 * machine one verification takes ~25 ms; the server signs in ~70 visitors per second end to end
 * (`npm run bench sign-in`, beside its baselines).
 * The parameters travel inside each stored PHC string, so raising them later re-hashes nothing
 * at once: verify reads the old ones, and `needsRehash` says when to store a new hash.
 */
const PASSWORD_HASH_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS)
}

/** A stored hash is verified; a malformed one (never written by us) counts as a wrong password. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

export function needsRehash(stored: string): boolean {
  const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS
  return !stored.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)
}

let dummyHash: Promise<string> | undefined
/**
 * Sign-in for an address without an account verifies against this hash, so the answer takes as
 * long as for a wrong password of a real account: the timing does not tell which addresses exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not the password of any account')
  await verifyPassword(await dummyHash, password)
  return false
}

let common: Set<string> | undefined
/**
 * True for a password found in breach corpora (zxcvbn-ts's list of the ~50,000 most common ones,
 * kept on the server), or one that is just the account's own name or e-mail address.
 * NIST SP 800-63B §3.1.1.2 asks for exactly this check instead of composition rules.
 */
export function isGuessablePassword(password: string, account: { email?: string; name?: string } = {}): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()))
  const lower = password.toLowerCase()
  if (common.has(lower)) return true
  const own = [account.email, account.email?.split('@')[0], account.name?.replace(/\s+/g, '')]
  if (own.some((value) => value && value.length >= 3 && lower.replace(/\s+/g, '') === value.toLowerCase())) return true
  // The same character over and over, or a plain run like 1234567890 / abcdefghij.
  if (/^(.)\1*$/.test(lower)) return true
  return isSequence(lower)
}

function isSequence(value: string): boolean {
  if (value.length < 4) return false
  const step = value.charCodeAt(1) - value.charCodeAt(0)
  if (Math.abs(step) !== 1) return false
  for (let index = 2; index < value.length; index++) if (value.charCodeAt(index) - value.charCodeAt(index - 1) !== step) return false
  return true
}
