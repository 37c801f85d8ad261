import { CircleAlert as CircleAlertDrawing, CircleCheck as CircleCheckDrawing, CircleX as CircleXDrawing, Info as InfoDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { useSyncExternalStore } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { createToastStore, type Toast, type ToastOptions, type ToastType } from './toast-store'

const CircleAlert = icon(CircleAlertDrawing)
const CircleCheck = icon(CircleCheckDrawing)
const CircleX = icon(CircleXDrawing)
const Info = icon(InfoDrawing)

export type { ToastOptions, ToastType } from './toast-store'

/**
 * Toasts (SPEC §4 "Toast lifecycle", §9 "Toasts"): top-right, newest on top, 5000 ms, kept while
 * hovered, 1000 ms after the pointer leaves, tap to dismiss, no close button, no limit.
 * Call `toast.success(title, message, options?)` anywhere in the browser; <Toaster /> shows them.
 */
const store = createToastStore()

export const toast = {
  success: (title: string, message: string, options?: ToastOptions) => store.show('success', title, message, options),
  error: (title: string, message: string, options?: ToastOptions) => store.show('error', title, message, options),
  info: (title: string, message: string, options?: ToastOptions) => store.show('info', title, message, options),
  warning: (title: string, message: string, options?: ToastOptions) => store.show('warning', title, message, options),
  dismiss: (id: number) => store.dismiss(id),
  clear: () => store.clear(),
}

const NONE: readonly Toast[] = []

const ICONS = { success: CircleCheck, error: CircleX, info: Info, warning: CircleAlert } as const
const ACCENT: Record<ToastType, string> = {
  success: 'border-s-[#09B850] [--toast-accent:#09B850]',
  error: 'border-s-danger [--toast-accent:var(--danger)]',
  info: 'border-s-info [--toast-accent:var(--info)]',
  warning: 'border-s-warning [--toast-accent:var(--warning)]',
}

export function Toaster() {
  const { t } = useI18n()
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NONE)
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      className="toast-top-right pointer-events-none fixed top-4 right-4 z-[2000] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {items.map((item) => {
        const Icon = ICONS[item.type]
        return (
          <div
            key={item.id}
            role={item.type === 'error' ? 'alert' : 'status'}
            data-type={item.type}
            data-id={item.id}
            data-phase={item.phase}
            onMouseEnter={() => store.pause(item.id)}
            onMouseLeave={() => store.resume(item.id)}
            onClick={() => store.tap(item.id)}
            className={`toast pointer-events-auto relative flex cursor-pointer gap-3 overflow-hidden rounded-lg border border-s-4 bg-card p-3 pe-4 text-card-foreground shadow-lg ${ACCENT[item.type]}`}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[var(--toast-accent)]" />
            <div className="min-w-0">
              {item.title && <p className="font-semibold">{item.title}</p>}
              {item.message && <p className="text-sm text-muted-foreground">{item.message}</p>}
            </div>
            {item.progressBar && !item.paused && item.countdownMs > 0 && (
              <span
                key={item.countdown}
                aria-hidden="true"
                className="toast-progress absolute inset-x-0 bottom-0 h-1 origin-left bg-[var(--toast-accent)]"
                style={{ animationDuration: `${item.countdownMs}ms` }}
              />
            )}
          </div>
        )
      })}
    </section>
  )
}
