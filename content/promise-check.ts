import type { PromisesData } from './data-schema'

// The promises and figures more than one page states (content/data/promises.yaml, issue #55): named
// by placeholder, and told apart when a page restates one differently. Plain functions over the
// file's data, so the content check (through the data module) and the e2e walk (reading the YAML
// itself) apply the same rules.

type PromiseLanguage = keyof PromisesData[string]['says']

/** A sentence that states a promise without what the promise says. */
export type PromiseConflict = { promise: string; sentence: string; mustSay: string }

/**
 * The sentences of a text: each line (a YAML value, a Markdown paragraph or list item, a block of a
 * page) cut after a full stop, question or exclamation mark that ends a sentence.
 */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d"„“])/u))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

type Rule = { name: string; statedBy: RegExp[]; mustSay: RegExp; allowed: ReadonlySet<string> }

/** Each data object's rules per language, compiled once: the server reads hundreds of content files with them. */
const compiled = new WeakMap<PromisesData, Map<PromiseLanguage, Rule[]>>()

function rulesOf(promises: PromisesData, language: PromiseLanguage): Rule[] {
  const byLanguage = compiled.get(promises) ?? new Map<PromiseLanguage, Rule[]>()
  compiled.set(promises, byLanguage)
  let rules = byLanguage.get(language)
  if (!rules) {
    rules = Object.entries(promises).map(([name, promise]) => ({
      name,
      statedBy: promise.statedBy[language].map((source) => new RegExp(source, 'iu')),
      mustSay: new RegExp(promise.mustSay[language], 'iu'),
      allowed: new Set(promise.allowed?.[language] ?? []),
    }))
    byLanguage.set(language, rules)
  }
  return rules
}

/** The sentences of `text` (in `language`) that state a promise of `promises` differently. */
export function promiseConflicts(promises: PromisesData, text: string, language: PromiseLanguage): PromiseConflict[] {
  const rules = rulesOf(promises, language)
  const conflicts: PromiseConflict[] = []
  for (const line of sentencesOf(text)) {
    // A YAML line's key is not part of its sentence.
    const sentence = line.replace(/^(- )?[A-Za-z]+: /, '').replace(/^["']|["']$/g, '')
    // A figure alone (a statistic's `value: 99.9`) is no sentence: its label says what it is.
    if (!/\p{L}/u.test(sentence)) continue
    for (const rule of rules) {
      if (rule.allowed.has(sentence) || !rule.statedBy.every((pattern) => pattern.test(sentence)) || rule.mustSay.test(sentence)) continue
      conflicts.push({ promise: rule.name, sentence, mustSay: rule.mustSay.source })
    }
  }
  return conflicts
}

/** A conflict as the content check names it. */
export function describeConflict(conflict: PromiseConflict): string {
  return `states the promise "${conflict.promise}" differently (content/data/promises.yaml: a sentence about it says /${conflict.mustSay}/): "${conflict.sentence}"`
}

const PROMISE_PLACEHOLDER = /\{\{\s*promise\.([A-Za-z]+)\s*\}\}/g

/**
 * A content file's `{{promise.name}}` placeholders filled in with what the promise says in the
 * file's language; `unknown` hears of each placeholder that names no promise (left as it is).
 */
export function fillPromises(promises: PromisesData, source: string, language: PromiseLanguage, unknown: (placeholder: string) => void): string {
  return source.replace(PROMISE_PLACEHOLDER, (placeholder, name: string) => {
    const promise = promises[name]
    if (promise) return promise.says[language]
    unknown(placeholder)
    return placeholder
  })
}
