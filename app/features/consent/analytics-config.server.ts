import type { Env } from '~/lib/env.server'
import { ANALYTICS_PROVIDERS, type AnalyticsConfig } from './analytics-providers'

/** The configured analytics, or null: off unless both provider and project id are set. */
export function analyticsConfig(env: Pick<Env, 'ANALYTICS_PROVIDER' | 'ANALYTICS_PROJECT_ID' | 'ANALYTICS_SCRIPT_URL'>): AnalyticsConfig | null {
  const provider = env.ANALYTICS_PROVIDER
  const projectId = env.ANALYTICS_PROJECT_ID
  if (!provider || !projectId) return null
  return { provider, projectId, scriptUrl: env.ANALYTICS_SCRIPT_URL ?? ANALYTICS_PROVIDERS[provider].scriptUrl(projectId) }
}

/** Extra CSP sources per directive: only the configured provider's hosts, and only when one is configured. */
export type CspSources = Partial<Record<'script' | 'connect' | 'img', readonly string[]>>

export function analyticsCspSources(config: AnalyticsConfig | null): CspSources {
  if (!config) return {}
  const { csp } = ANALYTICS_PROVIDERS[config.provider]
  // A script URL of the operator's own (a first-party proxy, or a test's stand-in host) is allowed as well.
  const own = new URL(config.scriptUrl).origin
  return {
    script: [...new Set([...csp.script, own])],
    connect: [...new Set([...csp.connect, own])],
    img: csp.img,
  }
}
