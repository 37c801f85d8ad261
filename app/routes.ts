import { index, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  // `/` and any path whose first segment is not tr/en/de are redirected by the language layout.
  index('routes/language-redirect.tsx'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),

  // -- lead capture (API) routes --

  // -- news (image) routes --

  route(':lang', 'routes/language-layout.tsx', [
    index('routes/home.tsx'),
    route('contact', 'routes/contact.tsx'),

    // -- blog pages --
    route('blog/grid', 'routes/blog-grid.tsx'),
    route('blog/list-sidebar', 'routes/blog-list-sidebar.tsx'),

    // -- shop pages --

    // -- account pages --

    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
