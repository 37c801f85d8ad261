// What a page's main thread did after its first paint (the tasks that start after it), from a
// Chromium trace (Lighthouse's own): the tasks of `minMs` or more by wall-clock time (what
// Lighthouse's blocking time is computed from) and how much of that time the thread actually ran
// on a CPU (the trace's thread time, `tdur`). On a machine with few cores the main thread waits for
// a core while the browser process, the compositor and Lighthouse itself work: wall time far above
// CPU time says a task was long because the thread was starved, not because the page asked for
// that much work. And how many tasks parsed the HTML (htmlParseTasks).

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/** The renderer main thread that parsed the page: the thread with the most HTML parsing. */
function pageMainThread(events) {
  const parsing = new Map()
  for (const event of events) {
    if (event.name !== 'ParseHTML' || event.ph !== 'X') continue
    const key = `${event.pid}:${event.tid}`
    parsing.set(key, (parsing.get(key) ?? 0) + (event.dur ?? 0))
  }
  let busiest = null
  for (const [key, total] of parsing) if (!busiest || total > busiest.total) busiest = { key, total }
  return busiest?.key ?? null
}

/** The thread's top-level tasks in time order: a task nested in another (the scheduler's wrapper) is the same task. */
function topLevelTasks(onThread) {
  const tasks = onThread.filter((event) => TASK_NAMES.has(event.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const topLevel = []
  let coveredUntil = -Infinity
  for (const task of tasks) {
    if (task.ts < coveredUntil) continue
    coveredUntil = task.ts + task.dur
    topLevel.push(task)
  }
  return topLevel
}

function pageThreadEvents(events) {
  const thread = pageMainThread(events)
  return thread ? events.filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === thread) : null
}

/**
 * `events`: a trace's events. Returns the count of the main thread's top-level tasks that start after
 * its first paint and last `minMs` or more, their wall time and their CPU time (milliseconds).
 * A trace without thread times reports CPU time as null.
 */
export function longTasksAfterFirstPaint(events, { minMs = 10 } = {}) {
  const empty = { count: 0, wallMs: 0, cpuMs: 0 }
  const onThread = pageThreadEvents(events)
  if (!onThread) return empty
  const firstPaint = onThread.filter((event) => event.name === 'Paint').reduce((first, event) => Math.min(first, event.ts), Infinity)
  if (firstPaint === Infinity) return empty
  let count = 0
  let wall = 0
  let cpu = 0
  let hasThreadTime = true
  for (const task of topLevelTasks(onThread)) {
    if (task.ts <= firstPaint || task.dur < minMs * 1000) continue
    count++
    wall += task.dur
    if (typeof task.tdur === 'number') cpu += task.tdur
    else hasThreadTime = false
  }
  return { count, wallMs: wall / 1000, cpuMs: hasThreadTime ? cpu / 1000 : null }
}

/**
 * The page main thread's tasks of `minMs` or more that parsed HTML: how many, and their wall time
 * (milliseconds). Chromium's parser stops after about 10 ms and goes on in a new task, so a longer
 * document is parsed in several tasks (and in many short ones as its bytes arrive). Lighthouse's
 * slow-phone estimate counts the first towards the first paint and multiplies each later one by
 * the CPU slowdown, like any other task: at a slowdown of 10, a task of 10 ms is one of 100 ms.
 */
export function htmlParseTasks(events, { minMs = 5 } = {}) {
  const onThread = pageThreadEvents(events)
  if (!onThread) return { count: 0, wallMs: 0 }
  const parses = onThread.filter((event) => event.name === 'ParseHTML')
  const parsing = topLevelTasks(onThread).filter((task) => task.dur >= minMs * 1000 && parses.some((parse) => parse.ts >= task.ts && parse.ts < task.ts + task.dur))
  return { count: parsing.length, wallMs: parsing.reduce((sum, task) => sum + task.dur, 0) / 1000 }
}
