import { z } from 'zod'
import { isLoopbackHost } from '~/lib/loopback-host.js'

const optionalUrl = z
  .string()
  .trim()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) URL')
  .optional()

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])
const IP_OR_SUBNET = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i

/**
 * Which proxies to believe for X-Forwarded-For/-Proto/-Host, as Express's `trust proxy` setting:
 * off; a number of hops (`1`/`true` is one: the client address is the one the nearest proxy
 * appended, never a left-most address the client wrote itself); or a list of proxy addresses,
 * subnets and the names loopback, linklocal, uniquelocal. Never "trust every hop".
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | number | string[] => {
    const lower = (value ?? '').toLowerCase()
    if (['', '0', 'false', 'no', 'off'].includes(lower)) return false
    if (['true', 'yes', 'on'].includes(lower)) return 1
    if (/^\d{1,2}$/.test(lower)) return Number(lower)
    const entries = lower.split(',').map((entry) => entry.trim())
    if (entries.every((entry) => PROXY_NAMES.has(entry) || IP_OR_SUBNET.test(entry))) return entries
    context.addIssue({ code: 'custom', message: 'must be off, a hop count (1 = one proxy) or a list of proxy addresses/subnets' })
    return z.NEVER
  })

/** `1`/`true`/`yes`/`on` is on; unset, empty, `0`, `false`, `no`, `off` are off; anything else is a typo. */
const flag = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    const lower = (value ?? '').toLowerCase()
    if (['1', 'true', 'yes', 'on'].includes(lower)) return true
    if (['', '0', 'false', 'no', 'off'].includes(lower)) return false
    context.addIssue({ code: 'custom', message: 'must be 1 (on) or 0 (off)' })
    return z.NEVER
  })

/** Every setting the server reads, parsed once at start-up so a typo fails fast. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data'),
  NEWS_FEED_TR: optionalUrl,
  NEWS_FEED_EN: optionalUrl,
  NEWS_FEED_DE: optionalUrl,
  NEWS_CACHE_TTL_SECONDS: z.coerce.number().min(1).max(86_400).default(600),
  NEWS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  ADMIN_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value && value.length > 0 ? value : undefined)),
  /** Bearer token for /metrics (Prometheus); unset, /metrics answers 404. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value && value.length > 0 ? value : undefined)),
  /**
   * Seconds between SIGTERM and closing the listener, while /readyz already answers 503: time for
   * a balancer that polls it to stop sending visitors. 0 (the default) closes at once; a second
   * signal ends the wait early.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  // Lead delivery by e-mail: on when SMTP_HOST and LEADS_INBOX are set, otherwise leads are only stored.
  SMTP_HOST: z.string().trim().optional().transform((value) => value || undefined),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional().transform((value) => value || undefined),
  SMTP_PASS: z.string().optional().transform((value) => value || undefined),
  SMTP_FROM: z.string().trim().optional().transform((value) => value || undefined),
  LEADS_INBOX: z.string().trim().optional().transform((value) => value || undefined),
  LEADS_MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  // Signed webhooks of lead events (app/features/webhooks/): on when LEADS_WEBHOOK_URLS is set.
  LEADS_WEBHOOK_URLS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((url) => url.trim()).filter(Boolean)),
  // Never echoed in an error message: zod's messages name the variable, not its value.
  LEADS_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^whsec_[A-Za-z0-9+/=]{16,}$/.test(value), 'must be `whsec_` and a base64 key of at least 12 bytes (e.g. `whsec_$(openssl rand -base64 32)`)'),
  LEADS_WEBHOOK_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
  LEADS_WEBHOOK_ALLOW_PRIVATE: flag,
  LEADS_WEBHOOK_INCLUDE_MESSAGE: flag,
  /**
   * Session-recording analytics (SPEC §7), loaded only after the visitor allows statistics:
   * provider and project id; either unset, no analytics and no consent banner.
   */
  ANALYTICS_PROVIDER: z
    .enum(['clarity', 'hotjar'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ANALYTICS_PROJECT_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the provider\'s project id (letters, digits, - and _)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The provider's script from another address (a first-party proxy); its origin joins the CSP. */
  ANALYTICS_SCRIPT_URL: optionalUrl,
  /**
   * Accounts seeded at start when both of a pair are set (an existing account is left as it is):
   * the demo account visitors may try (its projects and orders are sample data; the sign-in page
   * shows its credentials) and an account with the Admin role (the leads inbox).
   */
  DEMO_ACCOUNT_EMAIL: z.string().trim().email().optional().or(z.literal('').transform(() => undefined)),
  DEMO_ACCOUNT_PASSWORD: z.string().optional().transform((value) => value || undefined),
  ADMIN_ACCOUNT_EMAIL: z.string().trim().email().optional().or(z.literal('').transform(() => undefined)),
  ADMIN_ACCOUNT_PASSWORD: z.string().optional().transform((value) => value || undefined),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The content editor at /admin/ (server/editor.ts, docs/decisions/024): `local` edits this working
   * tree's files (`npm run edit`, the development server only); `github`, `gitlab` or `gitea` edit the
   * repository EDITOR_REPO through the host's API with its OAuth sign-in and the editorial workflow.
   * Unset: /admin/ answers 404.
   */
  EDITOR_BACKEND: z.enum(['local', 'github', 'gitlab', 'gitea']).optional().or(z.literal('').transform(() => undefined)),
  /** owner/name of the site's repository on the git host. */
  EDITOR_REPO: z.string().trim().regex(/^[\w.-]+\/[\w.-]+(\/[\w.-]+)*$/, 'owner/name').optional().or(z.literal('').transform(() => undefined)),
  /** The branch the editor publishes to (its pull requests target it). */
  EDITOR_BRANCH: z.string().trim().min(1).default('main'),
  /** The OAuth server that signs editors in to GitHub (Decap's base_url), and its path when not /auth. */
  EDITOR_OAUTH_BASE_URL: optionalUrl,
  EDITOR_OAUTH_ENDPOINT: z.string().trim().optional().transform((value) => value || undefined),
  /** The API of a self-hosted GitLab or Gitea (https://git.example.com/api/v4, …/api/v1). */
  EDITOR_API_ROOT: optionalUrl,
  /** The OAuth application id of GitLab or Gitea (sign-in with PKCE, no server of ours in between). */
  EDITOR_APP_ID: z.string().trim().optional().transform((value) => value || undefined),
  /**
   * Signs what one instance hands out and another must trust (news picture URLs, and cookies).
   * Unset, the first instance generates one and stores it in the database, so every instance on
   * that database shares it (app/lib/server/signing-secret.server.ts). Changing it invalidates
   * picture URLs in pages already rendered.
   */
  SIGNING_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || value.length >= 32,
      'must be at least 32 characters (e.g. `openssl rand -base64 48`), or unset to share a generated one through the database',
    ),
}).superRefine((env, context) => {
  if (env.EDITOR_BACKEND === 'local' && env.NODE_ENV !== 'development') {
    context.addIssue({ code: 'custom', path: ['EDITOR_BACKEND'], message: '`local` writes this machine\'s files: only with the development server (npm run edit); a deployment names its git host' })
  }
  // The local backend's file API has no sign-in: only this machine may reach it.
  if (env.EDITOR_BACKEND === 'local' && !isLoopbackHost(env.HOST)) {
    context.addIssue({ code: 'custom', path: ['HOST'], message: '`EDITOR_BACKEND=local` writes this machine\'s files without a sign-in: listen on 127.0.0.1, localhost or ::1 only' })
  }
  if (env.EDITOR_BACKEND && env.EDITOR_BACKEND !== 'local' && !env.EDITOR_REPO) {
    context.addIssue({ code: 'custom', path: ['EDITOR_REPO'], message: 'the repository (owner/name) the editor commits to' })
  }
  if (env.LEADS_WEBHOOK_URLS.length > 0 && !env.LEADS_WEBHOOK_SECRET) {
    context.addIssue({ code: 'custom', path: ['LEADS_WEBHOOK_SECRET'], message: 'the signing secret of the webhooks (`whsec_…`): receivers check every event with it' })
  }
  if (env.EDITOR_BACKEND === 'gitea' && !env.EDITOR_API_ROOT) {
    context.addIssue({ code: 'custom', path: ['EDITOR_API_ROOT'], message: 'the Gitea server\'s API, e.g. https://git.example.com/api/v1' })
  }
})

export type Env = z.infer<typeof EnvSchema>

let cached: Env | undefined

export function getEnv(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(process.env)
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`)
    }
    cached = parsed.data
  }
  return cached
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined
}
