/**
 * The toast lifecycle of SPEC §4 and the defaults of SPEC §9, without any UI: inactive →
 * active (shown, timer running) → removed. Hovering pauses; leaving gives `extendedTimeOut`.
 * Kept free of React and the DOM so the timing is unit-tested with fake timers.
 */
const TOAST_TYPES = ['success', 'error', 'info', 'warning'] as const
export type ToastType = (typeof TOAST_TYPES)[number]

export const TOAST_DEFAULTS = {
  timeOut: 5000,
  extendedTimeOut: 1000,
  easeTime: 300,
  positionClass: 'toast-top-right',
  newestOnTop: true,
  closeButton: false,
  /** 0 = unlimited. */
  maxOpened: 0,
  tapToDismiss: true,
  progressBar: false,
} as const

export type ToastOptions = {
  timeOut?: number
  extendedTimeOut?: number
  tapToDismiss?: boolean
  progressBar?: boolean
  maxOpened?: number
}

type ToastPhase = 'active' | 'leaving'

export type Toast = {
  id: number
  type: ToastType
  title: string
  message: string
  timeOut: number
  extendedTimeOut: number
  tapToDismiss: boolean
  progressBar: boolean
  phase: ToastPhase
  /** True while the pointer rests on it: no timer runs. */
  paused: boolean
  /** How long the current countdown lasts (for the progress bar) and a counter to restart it. */
  countdownMs: number
  countdown: number
}

/** SPEC §8: the message when a toast is opened without something to show. */
export const TOAST_COMPONENT_REQUIRED = 'toastComponent required'

type Listener = () => void

export function createToastStore() {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const timers = new Map<number, ReturnType<typeof setTimeout>>()
  const listeners = new Set<Listener>()

  const emit = () => listeners.forEach((listener) => listener())
  const update = (id: number, change: Partial<Toast>) => {
    toasts = toasts.map((item) => (item.id === id ? { ...item, ...change } : item))
    emit()
  }
  const clearTimer = (id: number) => {
    const timer = timers.get(id)
    if (timer !== undefined) clearTimeout(timer)
    timers.delete(id)
  }
  const countdown = (id: number, ms: number) => {
    clearTimer(id)
    const current = toasts.find((item) => item.id === id)
    if (!current) return
    update(id, { paused: false, countdownMs: ms, countdown: current.countdown + 1 })
    // timeOut 0 keeps the toast until it is tapped.
    if (ms > 0) timers.set(id, setTimeout(() => dismiss(id), ms))
  }

  function show(type: ToastType, title: string, message: string, options: ToastOptions = {}): number {
    if (!(TOAST_TYPES as readonly string[]).includes(type) || (!title && !message)) throw new Error(TOAST_COMPONENT_REQUIRED)
    const id = nextId++
    const toast: Toast = {
      id,
      type,
      title,
      message,
      timeOut: options.timeOut ?? TOAST_DEFAULTS.timeOut,
      extendedTimeOut: options.extendedTimeOut ?? TOAST_DEFAULTS.extendedTimeOut,
      tapToDismiss: options.tapToDismiss ?? TOAST_DEFAULTS.tapToDismiss,
      progressBar: options.progressBar ?? TOAST_DEFAULTS.progressBar,
      phase: 'active',
      paused: false,
      countdownMs: 0,
      countdown: 0,
    }
    toasts = TOAST_DEFAULTS.newestOnTop ? [toast, ...toasts] : [...toasts, toast]
    const maxOpened = options.maxOpened ?? TOAST_DEFAULTS.maxOpened
    if (maxOpened > 0) {
      const open = toasts.filter((item) => item.phase === 'active')
      for (const extra of open.slice(maxOpened)) dismiss(extra.id)
    }
    countdown(id, toast.timeOut)
    return id
  }

  /** Starts the removal: fades out for `easeTime`, then the toast is gone. */
  function dismiss(id: number): void {
    const current = toasts.find((item) => item.id === id)
    if (!current || current.phase === 'leaving') return
    clearTimer(id)
    update(id, { phase: 'leaving' })
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id)
        toasts = toasts.filter((item) => item.id !== id)
        emit()
      }, TOAST_DEFAULTS.easeTime),
    )
  }

  /** Pointer enters: the toast stays while it is hovered. */
  function pause(id: number): void {
    const current = toasts.find((item) => item.id === id)
    if (!current || current.phase !== 'active') return
    clearTimer(id)
    update(id, { paused: true })
  }

  /** Pointer leaves: the extended timeout starts. */
  function resume(id: number): void {
    const current = toasts.find((item) => item.id === id)
    if (!current || current.phase !== 'active' || !current.paused) return
    countdown(id, current.extendedTimeOut)
  }

  /** A tap or click on the toast. */
  function tap(id: number): void {
    if (toasts.find((item) => item.id === id)?.tapToDismiss) dismiss(id)
  }

  function clear(): void {
    for (const item of toasts) clearTimer(item.id)
    toasts = []
    emit()
  }

  return {
    show,
    dismiss,
    pause,
    resume,
    tap,
    clear,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type ToastStore = ReturnType<typeof createToastStore>
