/**
 * Start-up and shutdown hooks shared by features (the database, the news cache, the mail
 * queue) without the server importing their internals.
 */
type Hook = () => Promise<void> | void
type HealthCheck = () => Promise<void> | void

const shutdownHooks: Hook[] = []
const healthChecks = new Map<string, HealthCheck>()

let draining = false

/**
 * The server was asked to stop: /readyz answers 503 from now on, so a balancer that polls it
 * sends no new visitors here, while requests already on their way are still served.
 */
export function startDraining(): void {
  draining = true
}

export function isDraining(): boolean {
  return draining
}

export function onShutdown(hook: Hook): void {
  shutdownHooks.push(hook)
}

export function registerHealthCheck(name: string, check: HealthCheck): void {
  healthChecks.set(name, check)
}

export async function runShutdownHooks(): Promise<void> {
  // Reverse order: what started last (e.g. queues using the database) stops first.
  for (const hook of [...shutdownHooks].reverse()) await hook()
}

export async function checkHealth(timeoutMs = 2000): Promise<{ ok: boolean; checks: Record<string, string> }> {
  const results: Record<string, string> = {}
  await Promise.all(
    [...healthChecks].map(async ([name, check]) => {
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
        ])
        results[name] = 'ok'
      } catch (error) {
        results[name] = error instanceof Error ? error.message : 'failed'
      }
    }),
  )
  return { ok: Object.values(results).every((r) => r === 'ok'), checks: results }
}
