import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { LANGUAGE_LAYOUT_ROUTE_ID } from './features/i18n/layout-route'

export default [
  // `/` and any path whose first segment is not tr/en/de are redirected by the language layout.
  index('routes/language-redirect.tsx'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),

  // The lead forms without JavaScript (the JSON API and the news images are Express routes: server/app.ts).
  route(':lang/leads', 'routes/leads.ts'),
  // Suggestions of the header's search box (JSON).
  route(':lang/search/suggest', 'routes/search-suggest.ts'),

  route(':lang', 'routes/language-layout.tsx', { id: LANGUAGE_LAYOUT_ROUTE_ID }, [
    index('routes/home.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('search', 'routes/search.tsx'),
    // The link of the e-mail sign-up's confirmation mail (double opt-in).
    route('confirm-email', 'routes/confirm-email.tsx'),

    // -- blog pages --
    route('blog/grid', 'routes/blog-grid.tsx'),
    route('blog/list-sidebar', 'routes/blog-list-sidebar.tsx'),

    // -- shop pages --
    route('shop/index', 'routes/shop-index.tsx'),
    route('shop/grid', 'routes/shop-grid.tsx'),
    route('shop/single/:productId', 'routes/shop-single.tsx'),
    route('shop/cart', 'routes/shop-cart.tsx'),
    route('shop/empty-cart', 'routes/shop-empty-cart.tsx'),
    route('shop/checkout', 'routes/shop-checkout.tsx'),

    // -- account pages --
    route('account/wishlist', 'routes/account-wishlist.tsx'),
    route('account/order-history', 'routes/account-order-history.tsx'),

    // Content pages (content/pages) and the 404 page for everything else.
    route('*', 'routes/content-page.tsx'),
  ]),
] satisfies RouteConfig
