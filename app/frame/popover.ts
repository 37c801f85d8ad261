/**
 * The popover fallback's script (docs/decisions/021): loaded by the frame script only in a browser
 * without popover (popover-loader.ts), so the others never download it.
 */
import { startPopoverFallback } from './popover-fallback'

startPopoverFallback()
