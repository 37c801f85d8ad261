import { pageMeta } from '~/features/seo/page-meta'
import { ProjectsPage } from '~/features/accounts/account-pages'
import { loadAccountPage, projectsOf } from '~/features/accounts/account-pages.server'
import type { Route } from './+types/account-projects'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: '/account/projects', titleKey: 'menu.account.projects', withCompany: true, noIndex: true })

export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, language } = await loadAccountPage(request, params.lang)
  return { projects: projectsOf(session.user, language) }
}

export default function AccountProjects({ loaderData }: Route.ComponentProps) {
  return <ProjectsPage projects={loaderData.projects} />
}
