/** The periods the page-view statistics offer, in days (`?days=`). */
export const PAGE_VIEW_PERIODS = ['7', '30', '90'] as const

/** The admin pages, in the order of their navigation. */
export const ADMIN_PAGES = [
  { path: '/admin/leads', label: 'admin.nav.leads' },
  { path: '/admin/page-views', label: 'admin.nav.pageViews' },
] as const
