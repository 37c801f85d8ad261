/**
 * The visitor's privacy choices, kept in the browser only (localStorage `consent`): necessary
 * storage is always on; statistics (the session-recording analytics) and external media (videos
 * from YouTube) only when the visitor allowed them. The record carries the version of the consent
 * texts: when what we ask changes, CONSENT_VERSION goes up and every visitor is asked again.
 */
export const CONSENT_VERSION = 1
export const CONSENT_STORAGE_KEY = 'consent'
/** Where the cookie policy, the full list of what the site stores, lives. */
export const COOKIE_POLICY_PATH = '/cookie-policy'

export type ConsentChoices = { statistics: boolean; externalMedia: boolean }
export type ConsentRecord = ConsentChoices & { version: number; decidedAt: string }

export const ONLY_NECESSARY: ConsentChoices = { statistics: false, externalMedia: false }
export const ALL_ALLOWED: ConsentChoices = { statistics: true, externalMedia: true }

/** The stored record of the current version, or null (never asked, another version, unreadable). */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const record = value as Record<string, unknown>
    if (record.version !== CONSENT_VERSION) return null
    if (typeof record.statistics !== 'boolean' || typeof record.externalMedia !== 'boolean') return null
    return { version: CONSENT_VERSION, statistics: record.statistics, externalMedia: record.externalMedia, decidedAt: String(record.decidedAt ?? '') }
  } catch {
    return null
  }
}

type Listener = () => void
/** The last record read, so useSyncExternalStore gets the same object until something changes. */
let snapshot: { raw: string | null; record: ConsentRecord | null } | undefined

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage blocked: the visitor is asked on every page, nothing optional runs
  }
}

export function readConsent(): ConsentRecord | null {
  const raw = storage()?.getItem(CONSENT_STORAGE_KEY) ?? null
  if (snapshot?.raw !== raw) snapshot = { raw, record: parseConsent(raw) }
  return snapshot.record
}

export function saveConsent(choices: ConsentChoices, now = new Date()): ConsentRecord {
  const record: ConsentRecord = { version: CONSENT_VERSION, ...choices, decidedAt: now.toISOString() }
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // Full or blocked storage: the choice holds for this page only.
  }
  // A window event, not a module's listener list: the frame script (which asks and saves) and a
  // React page's video section are separate bundles.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT))
  return record
}

/** Told after a choice is saved in this tab. */
const CONSENT_CHANGE_EVENT = 'site:consent-change'

/** Also hears choices made in another tab. */
export function subscribeConsent(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CONSENT_CHANGE_EVENT, listener)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener)
  }
}

/** The consent dialog's id (consent-dialog.tsx renders it on every page; app/frame/consent.ts runs it). */
export const CONSENT_DIALOG_ID = 'consent-dialog'

/** Asks the frame's consent dialog to open (the footer's "Cookie settings" link, a video's note). */
export const OPEN_CONSENT_EVENT = 'site:open-consent'
