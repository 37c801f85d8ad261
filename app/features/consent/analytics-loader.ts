import { ANALYTICS_PROVIDERS, visitorIdKey, type AnalyticsConfig } from './analytics-providers'

const SCRIPT_MARK = 'data-analytics'

type QueueFunction = ((...args: unknown[]) => void) & { q?: unknown[][] }
type AnalyticsWindow = Window & Record<string, unknown>

/** The anonymous visitor id (a random UUID, nothing about the person), created on first use. */
function ensureVisitorId(config: AnalyticsConfig, storage: Storage): string {
  const key = visitorIdKey(config.provider)
  const stored = storage.getItem(key)
  if (stored && /^[0-9a-f-]{36}$/.test(stored)) return stored
  const id = crypto.randomUUID()
  storage.setItem(key, id)
  return id
}

/**
 * Loads the provider's script once and identifies the visitor with the anonymous id (SPEC §7).
 * Only called after the visitor allowed statistics. Calls made before the script arrives wait in
 * the queue the provider's own snippet would set up.
 */
export function startAnalytics(config: AnalyticsConfig, win: AnalyticsWindow = window as unknown as AnalyticsWindow): void {
  const provider = ANALYTICS_PROVIDERS[config.provider]
  const id = ensureVisitorId(config, win.localStorage)
  const existing = win[provider.global] as QueueFunction | undefined
  const queue: QueueFunction =
    existing ??
    function queued(...args: unknown[]) {
      ;(queue.q ??= []).push(args)
    }
  win[provider.global] = queue
  if (config.provider === 'hotjar') {
    win._hjSettings = { hjid: Number(config.projectId) || config.projectId, hjsv: 6 }
    queue('identify', id, {})
  } else {
    // Clarity's consent signal (required for EU/EEA visitors since 2025): statistics granted, advertising never.
    queue('consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' })
    queue('identify', id)
  }
  if (win.document.querySelector(`script[${SCRIPT_MARK}]`)) return
  const script = win.document.createElement('script')
  script.async = true
  script.src = config.scriptUrl
  script.setAttribute(SCRIPT_MARK, config.provider)
  win.document.head.append(script)
}

/**
 * Consent withdrawn: the anonymous id is deleted. A script already running cannot be unloaded;
 * true tells the caller to reload the page so that it stops.
 */
export function stopAnalytics(config: AnalyticsConfig, win: AnalyticsWindow = window as unknown as AnalyticsWindow): boolean {
  win.localStorage.removeItem(visitorIdKey(config.provider))
  return win.document.querySelector(`script[${SCRIPT_MARK}]`) !== null
}
