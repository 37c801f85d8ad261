/**
 * How words are compared in the site search: lower case (Turkish rules, so "I" is "ı" and "İ" is
 * "i"), without accents, with ı as i and ß as ss. A word with a German umlaut also stands for its
 * spelled-out form (ü → ue), so "yazilim" finds "yazılım", "strasse" finds "Straße" and "mueller"
 * finds "Müller".
 */
export function foldWord(word: string): string[] {
  const lower = word.toLocaleLowerCase('tr').replace(/ı/g, 'i').replace(/ß/g, 'ss')
  const plain = lower.normalize('NFD').replace(/\p{M}/gu, '')
  const spelled = lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').normalize('NFD').replace(/\p{M}/gu, '')
  return plain === spelled ? [plain] : [plain, spelled]
}

/** A query as it may be used: at most 100 characters, no control characters, trimmed. */
export function normalizeQuery(raw: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return (raw ?? '').replace(/[\0-\x1F\x7F]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100)
}
