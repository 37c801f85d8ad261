/**
 * The session-recording analytics of SPEC §7, one of two providers chosen by the operator
 * (ANALYTICS_PROVIDER, ANALYTICS_PROJECT_ID). Shared by the server (CSP, config) and the browser
 * (loader): what each provider's script is called, where it lives and which hosts it talks to.
 */
export const ANALYTICS_PROVIDERS = {
  clarity: {
    name: 'Microsoft Clarity',
    scriptUrl: (projectId: string) => `https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`,
    /** The global function the script reads its queued calls from. */
    global: 'clarity',
    csp: {
      script: ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
      connect: ['https://*.clarity.ms'],
      img: ['https://*.clarity.ms', 'https://c.bing.com'],
    },
  },
  hotjar: {
    name: 'Hotjar',
    scriptUrl: (projectId: string) => `https://static.hotjar.com/c/hotjar-${encodeURIComponent(projectId)}.js?sv=6`,
    global: 'hj',
    csp: {
      script: ['https://static.hotjar.com', 'https://script.hotjar.com'],
      connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
      img: ['https://*.hotjar.com'],
    },
  },
} as const

export type AnalyticsProvider = keyof typeof ANALYTICS_PROVIDERS

/** What the browser needs to load the analytics after consent; null when none is configured. */
export type AnalyticsConfig = { provider: AnalyticsProvider; projectId: string; scriptUrl: string }

/** SPEC §3: the anonymous visitor id is kept in local storage under a key named after the provider. */
export function visitorIdKey(provider: AnalyticsProvider): string {
  return `${provider}-visitor-id`
}
