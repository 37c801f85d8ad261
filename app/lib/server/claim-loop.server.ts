/**
 * The background half of a database queue (lead mails, webhook deliveries): claim a batch of due
 * rows, work on them, and go on while full batches come; otherwise wait for a kick (new work was
 * just committed) or the next poll. One run at a time per process; a kick during a run makes one
 * more run after it, so nothing committed meanwhile waits for the poll. Claiming itself (which
 * rows, `FOR UPDATE SKIP LOCKED` so several instances share one PostgreSQL queue) is the caller's.
 */
export type ClaimLoopOptions<T> = {
  /** Takes the due rows off the queue (pushing their next attempt into the future) and returns them. */
  claim: () => Promise<T[]>
  /** Works on one claimed row and records its outcome; must not throw for the row's own failure. */
  work: (item: T) => Promise<void>
  batchSize: number
  /** How often due retries are looked for when nothing new arrives. */
  pollMs: number
  /** The claim or a record failed (the database is away or closing): the next poll tries again. */
  onError: (error: unknown) => void
}

export type ClaimLoop = {
  /** New work was committed: run soon instead of at the next poll. */
  kick: () => void
  /** Resolves when nothing is claimable right now (tests and benchmarks). */
  drain: () => Promise<void>
  /** No new run starts; resolves when the current one has finished. */
  stop: () => Promise<void>
}

export function startClaimLoop<T>(options: ClaimLoopOptions<T>): ClaimLoop {
  let stopped = false
  let current: Promise<void> | undefined
  let again = false

  async function runOnce(): Promise<void> {
    for (;;) {
      if (stopped) return
      const batch = await options.claim()
      await Promise.all(batch.map(options.work))
      if (batch.length < options.batchSize) return
    }
  }

  function run(): Promise<void> {
    if (current) {
      again = true
      return current
    }
    current = (async () => {
      do {
        again = false
        try {
          await runOnce()
        } catch (error) {
          if (!stopped) options.onError(error)
        }
      } while (again && !stopped)
    })().finally(() => {
      current = undefined
    })
    return current
  }

  const timer = setInterval(() => void run(), options.pollMs)
  timer.unref()
  queueMicrotask(() => void run())

  return {
    kick: () => {
      if (!stopped) setImmediate(() => void run())
    },
    drain: async () => {
      while (current) await current
      await run()
    },
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await current
    },
  }
}
