import { describe, expect, it } from 'vitest'
import { htmlParseTasks, longTasksAfterFirstPaint } from './main-thread-time.js'

const MAIN = { pid: 1, tid: 1 }
const OTHER = { pid: 2, tid: 7 }
const task = (thread: { pid: number; tid: number }, ts: number, dur: number, tdur?: number, name = 'RunTask') => ({ ...thread, ph: 'X', name, ts: ts * 1000, dur: dur * 1000, ...(tdur === undefined ? {} : { tdur: tdur * 1000 }) })
const event = (thread: { pid: number; tid: number }, name: string, ts: number, dur = 1) => ({ ...thread, ph: 'X', name, ts: ts * 1000, dur: dur * 1000 })

describe('longTasksAfterFirstPaint', () => {
  it('counts the page main thread’s long tasks that start after its first paint, with their wall and CPU time', () => {
    const events = [
      // Before and during the first paint: not counted.
      task(MAIN, 0, 30, 20),
      event(MAIN, 'ParseHTML', 1, 20),
      task(MAIN, 40, 25, 15),
      event(MAIN, 'Paint', 60),
      // After it: two long tasks (one starved: 40 ms on the clock, 12 on a CPU) and a short one.
      task(MAIN, 100, 40, 12),
      task(MAIN, 150, 9, 9),
      task(MAIN, 200, 12, 11),
      // The scheduler's wrapper inside a task is the same task.
      task(MAIN, 201, 10, 10, 'ThreadControllerImpl::RunTask'),
      // Another process (the browser) parses a little and paints: not the page's thread.
      event(OTHER, 'ParseHTML', 5, 1),
      task(OTHER, 100, 80, 80),
    ]
    expect(longTasksAfterFirstPaint(events)).toEqual({ count: 2, wallMs: 52, cpuMs: 23 })
    expect(longTasksAfterFirstPaint(events, { minMs: 5 })).toEqual({ count: 3, wallMs: 61, cpuMs: 32 })
  })

  it('reports CPU time as unknown when the trace has no thread times', () => {
    const events = [event(MAIN, 'ParseHTML', 0, 5), event(MAIN, 'Paint', 10), task(MAIN, 20, 30)]
    expect(longTasksAfterFirstPaint(events)).toEqual({ count: 1, wallMs: 30, cpuMs: null })
  })

  it('reports nothing for a trace without a parsed page or without a paint', () => {
    expect(longTasksAfterFirstPaint([task(MAIN, 0, 50, 50)])).toEqual({ count: 0, wallMs: 0, cpuMs: 0 })
    expect(longTasksAfterFirstPaint([event(MAIN, 'ParseHTML', 0, 5), task(MAIN, 20, 30, 30)])).toEqual({ count: 0, wallMs: 0, cpuMs: 0 })
  })
})

describe('htmlParseTasks', () => {
  it('counts the page main thread’s top-level tasks of 5 ms or more that parsed HTML, with their wall time', () => {
    const events = [
      task(MAIN, 0, 12),
      event(MAIN, 'ParseHTML', 1, 10),
      // Style, layout and paint in between: no parsing.
      task(MAIN, 20, 8),
      event(MAIN, 'Paint', 25),
      // The parser goes on in two more tasks, one wrapped by the scheduler.
      task(MAIN, 30, 11),
      event(MAIN, 'ParseHTML', 30, 11),
      task(MAIN, 50, 13),
      task(MAIN, 50, 12, undefined, 'ThreadControllerImpl::RunTask'),
      event(MAIN, 'ParseHTML', 51, 11),
      // A short one as the last bytes arrive: not counted.
      task(MAIN, 70, 2),
      event(MAIN, 'ParseHTML', 70, 1),
      // Another process parses more, in more tasks: not the page's thread.
      task(OTHER, 0, 5),
      event(OTHER, 'ParseHTML', 1, 2),
    ]
    expect(htmlParseTasks(events)).toEqual({ count: 3, wallMs: 36 })
    expect(htmlParseTasks(events, { minMs: 1 })).toEqual({ count: 4, wallMs: 38 })
  })

  it('reports nothing for a trace without a parsed page', () => {
    expect(htmlParseTasks([task(MAIN, 0, 50, 50)])).toEqual({ count: 0, wallMs: 0 })
  })
})
