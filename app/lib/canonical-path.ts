/** Unreserved characters (RFC 3986 §2.3): percent-encoding one of them changes nothing. */
const UNRESERVED = /^[A-Za-z0-9._~-]$/
const PERCENT_ENCODED = /%([0-9A-Fa-f]{2})/g

/**
 * The one spelling of a path (RFC 3986 §6.2.2): a percent-encoded unreserved character is the
 * character itself (`/en/c%6Fntact` is `/en/contact`) and every other percent-encoding has
 * upper-case hex digits (`%2f` is `%2F`). React Router decodes both spellings to the same page,
 * so anything that counts or keys pages by path needs this one.
 */
export function canonicalPath(path: string): string {
  if (!path.includes('%')) return path
  return path.replace(PERCENT_ENCODED, (_, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16))
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`
  })
}
