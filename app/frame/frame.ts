/**
 * The frame's behaviour on every page, with or without React (docs/decisions/021): one small
 * classic script, bundled on its own and loaded deferred by the root layout. React components
 * render the markup (data attributes, `commandfor`, `popover`); this script gives it life. A
 * hydrated page uses the same script, never a React copy of these behaviours.
 */
import { startAccountShopExit } from './account-shop'
import { startCartPanelLoader } from './cart-panel-loader'
import { startConsent } from './consent'
import { startDialogs } from './dialogs'
import { startForms } from './forms'
import { startHeaderCounts } from './header-counts'
import { startNavigationProgress } from './navigation-progress'
import { startPopoverLoader } from './popover-loader'
import { startScrollState } from './scroll-state'
import { startFocusScripts } from './focus-scripts'
import { startThemeControls } from './theme-controls'
import { startToastLoader } from './toast-loader'
import * as HOOKS from '~/lib/frame-hooks'

// The account's shop is cleared before the header counts the cart.
for (const start of [startToastLoader, startThemeControls, startDialogs, startPopoverLoader, startScrollState, startAccountShopExit, startHeaderCounts, startCartPanelLoader, startFocusScripts, startForms, startConsent, startNavigationProgress]) {
  // One behaviour that fails (an old browser, blocked storage) must not take the others with it.
  try {
    start()
  } catch (error) {
    console.error(error)
  }
}
// The frame is live: checks (and the end-to-end tests) can tell a page without React is ready.
document.documentElement.setAttribute(HOOKS.frame, '')
