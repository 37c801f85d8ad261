import { startShopSync } from './account-shop-sync'

/**
 * The account's shop sync on a page without React (docs/decisions/021), for signed-in visitors
 * only: the same module a React page imports, started from its script element's data
 * (page-shell.tsx renders it).
 */
const script = document.currentScript
if (script instanceof HTMLScriptElement && script.dataset.language && script.dataset.shopKey) void startShopSync(script.dataset.language, script.dataset.shopKey)
