/**
 * The toast script (docs/decisions/021): the one store and renderer of every page's toasts, with
 * or without React. The frame script loads it on the first toast request (toast-loader.ts).
 */
import { startToasts } from '~/components/ui/toast-renderer'

startToasts()
