/** The periods the page-view statistics offer, in days (`?days=`). */
export const PAGE_VIEW_PERIODS = ['7', '30', '90'] as const

/** The admin pages, in the order of their navigation. */
export const ADMIN_PAGES = [
  { path: '/admin/leads', label: 'admin.nav.leads' },
  { path: '/admin/page-views', label: 'admin.nav.pageViews' },
  { path: '/admin/webhooks', label: 'admin.nav.webhooks' },
] as const

/** The HTTP status of an admin page: a bad filter is the visitor's (400), a database that does not answer is ours (503). */
export function adminPageStatus(state: 'invalid' | 'unavailable' | 'listed'): number {
  return state === 'invalid' ? 400 : state === 'unavailable' ? 503 : 200
}
