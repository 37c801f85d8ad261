export const KB = 1024

/** `unit` repeated to exactly `length` characters. */
export function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length)
}

export type Growth = {
  /** How many times longer the large input took. */
  ratio: number
  /** What linear work would give (the size factor k), and quadratic work (k²). */
  linear: number
  quadratic: number
  /** Their geometric middle, k^1.5 (8 for 4× the input): linear passes it by √k, quadratic misses by √k. */
  limit: number
}

/** CPU time of this process in milliseconds: unlike the clock, it stands still while other processes run. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * How much longer `run` takes on the large input than on the small one. Not milliseconds: the
 * machine's speed cancels out. What a busy machine does to timings is kept out as far as it
 * goes: the process's CPU time is measured, not the clock, so time that other processes hold
 * the CPU is not counted (a long sample would lose more of it than a short one); each figure
 * is the fastest of several samples, small and large interleaved (a slow spell hits both); a
 * sample repeats the call until it lasts long enough to measure. A big size factor keeps linear
 * and quadratic far apart, so caches (a 2 MB string does not fit where 64 KB does) and the
 * garbage collector, which make long inputs somewhat slower per character, do not decide it.
 */
export function timeGrowth(
  run: (input: string) => unknown,
  make: (length: number) => string,
  small: number,
  large: number,
  samples = 3,
  attempts = 3,
): Growth {
  const inputs = { small: make(small), large: make(large) }
  const once = (input: string) => {
    try {
      run(input)
    } catch {
      // Refusing the input is finishing too.
    }
  }
  /** A sampler of the per-call time, repeating the call until a sample lasts `atLeastMs`. */
  const calibrate = (input: string, atLeastMs: number) => {
    let repeats = 1
    const sample = () => {
      const started = cpuMs()
      for (let i = 0; i < repeats; i++) once(input)
      return (cpuMs() - started) / repeats
    }
    while (sample() * repeats < atLeastMs && repeats < 1 << 16) repeats *= 2
    return { sample }
  }
  const sampleSmall = calibrate(inputs.small, 5)
  const sampleLarge = calibrate(inputs.large, 5)
  const measureRatio = () => {
    let fastestSmall = Number.POSITIVE_INFINITY
    let fastestLarge = Number.POSITIVE_INFINITY
    for (let i = 0; i < samples; i++) {
      fastestSmall = Math.min(fastestSmall, sampleSmall.sample())
      fastestLarge = Math.min(fastestLarge, sampleLarge.sample())
    }
    return fastestLarge / fastestSmall
  }
  const factor = large / small
  const limit = factor ** 1.5
  // A busy machine only ever makes one measurement look worse than the code is, and for calls
  // that take microseconds it can (measured once: 86 for 16 times the input, limit 64, beside
  // two busy loops). So a ratio over the limit is measured again, up to `attempts` times, and
  // the best one counts. Quadratic code cannot pass that way: it misses the limit by √k on
  // every attempt, and a slow spell would have to land on the small input each time.
  let ratio = measureRatio()
  for (let attempt = 1; attempt < attempts && ratio >= limit; attempt++) ratio = Math.min(ratio, measureRatio())
  return { ratio, linear: factor, quadratic: factor ** 2, limit }
}

/**
 * The sizes every hostile shape is timed at. 1 KB → 16 KB first: quadratic code fails there
 * within a second instead of stalling for minutes on the next step, and both inputs fit the
 * core's own cache. (At 8 KB → 128 KB a plain `indexOf` over the large input, evicted from that
 * cache by the tests running beside it, took 6 times longer per character on a busy machine:
 * a ratio of 102 against the limit of 64, measured three times.) Then 16 KB → 2 MB, 128 times
 * the input: linear code passes even when a long text costs up to 11 times more per character
 * (measured: up to 6 on a loaded machine), quadratic code misses by that much again.
 */
export const GROWTH_STEPS = [
  [1 * KB, 16 * KB],
  [16 * KB, 2048 * KB],
] as const
