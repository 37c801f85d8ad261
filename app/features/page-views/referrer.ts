/**
 * The stored referrer host of the views from referring sites past the per-period cap (see
 * page-view-counter.server.ts); the admin page shows it as "Other sites". Browser-safe, so the
 * page can recognise it.
 */
export const OTHER_REFERRER = '(other)'
