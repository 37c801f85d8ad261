import { createHash, timingSafeEqual } from 'node:crypto'

/** Whether an Authorization header carries this bearer token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '')
  if (!match) return false
  // Equal-length digests: the comparison time says nothing about the token.
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(match[1]!.trim()), digest(token))
}
