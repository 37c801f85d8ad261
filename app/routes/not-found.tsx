import { data } from 'react-router'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { pageMeta } from '~/features/seo/page-meta'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: args.location.pathname.replace(/^\/[^/]+/, '') || '/', titleKey: 'meta.title.notFound', withCompany: true, noIndex: true, missing: true })

/** Any unknown `/{lang}/…` path: the 404 page with HTTP status 404, inside the normal shell. */
export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return <NotFoundPage />
}

export function ErrorBoundary() {
  return <NotFoundPage />
}
