import { contentSitemapPaths } from '~/features/content/content.server'
import { buildSitemap, SITEMAP_PATHS } from '~/features/seo/sitemap'
import type { Route } from './+types/sitemap[.]xml'

export function loader({ request }: Route.LoaderArgs) {
  return new Response(buildSitemap(new URL(request.url).origin, [...SITEMAP_PATHS, ...contentSitemapPaths()]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
