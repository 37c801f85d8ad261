import { useSyncExternalStore } from 'react'

/**
 * Toasts (SPEC §4 "Toast lifecycle", §9 "Toasts"). Call `toast.success(title, message)` from
 * anywhere in the browser; <Toaster /> in the page shell shows them.
 * NOTE: minimal first version; the foundation issue completes timing, hover and progress bar.
 */
export type ToastType = 'success' | 'error' | 'info' | 'warning'
export type ToastOptions = { timeOut?: number; extendedTimeOut?: number; progressBar?: boolean }
export type Toast = { id: number; type: ToastType; title: string; message: string; options: ToastOptions }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

function show(type: ToastType, title: string, message: string, options: ToastOptions = {}): number {
  const id = nextId++
  toasts = [{ id, type, title, message, options }, ...toasts]
  emit()
  setTimeout(() => dismiss(id), options.timeOut ?? 5000)
  return id
}

export function dismiss(id: number): void {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

export const toast = {
  success: (title: string, message: string, options?: ToastOptions) => show('success', title, message, options),
  error: (title: string, message: string, options?: ToastOptions) => show('error', title, message, options),
  info: (title: string, message: string, options?: ToastOptions) => show('info', title, message, options),
  warning: (title: string, message: string, options?: ToastOptions) => show('warning', title, message, options),
}

export function Toaster() {
  const items = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => toasts,
    () => toasts,
  )
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-[2000] flex w-80 flex-col gap-2">
      {items.map((item) => (
        <div key={item.id} role={item.type === 'error' ? 'alert' : 'status'} data-type={item.type} className="pointer-events-auto rounded-lg border bg-card p-3 shadow-lg">
          <p className="font-semibold">{item.title}</p>
          <p className="text-sm">{item.message}</p>
        </div>
      ))}
    </div>
  )
}
