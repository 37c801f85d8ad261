import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { LANGUAGE_LAYOUT_ROUTE_ID } from './features/i18n/layout-route'

export default [
  // `/` and any path whose first segment is not tr/en/de are redirected by the language layout.
  index('routes/language-redirect.tsx'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),

  // The lead forms without JavaScript (the JSON API and the news images are Express routes: server/app.ts).
  route(':lang/leads', 'routes/leads.ts'),
  // A signed-in customer's cart, wishlist and orders (JSON), kept in step with the browser's.
  route(':lang/account/shop-state', 'routes/account-shop-state.ts'),
  // The admin inbox's leads as a CSV file (admins only).
  route(':lang/admin/leads.csv', 'routes/admin-leads-csv.ts'),
  // Suggestions of the header's search box (JSON).
  route(':lang/search/suggest', 'routes/search-suggest.ts'),

  route(':lang', 'routes/language-layout.tsx', { id: LANGUAGE_LAYOUT_ROUTE_ID }, [
    // The home page is a content page too (content/pages/home).
    index('routes/content-page.tsx', { id: 'home-page' }),
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

    // -- accounts: sign-up, sign-in, password reset (forms that post without JavaScript too) --
    route('auth/sign-in', 'routes/auth-sign-in.tsx'),
    route('auth/sign-up', 'routes/auth-sign-up.tsx'),
    route('auth/forgot-password', 'routes/auth-forgot-password.tsx'),
    route('auth/reset-password', 'routes/auth-reset-password.tsx'),
    route('auth/verify-email', 'routes/auth-verify-email.tsx'),
    route('auth/sign-out', 'routes/auth-sign-out.ts'),
    route('pages-logout', 'routes/pages-logout.tsx'),

    // -- account pages: signed-in only --
    layout('routes/account-layout.tsx', [
      route('account/profile', 'routes/account-profile.tsx'),
      route('account/security', 'routes/account-security.tsx'),
      route('account/notifications', 'routes/account-notifications.tsx'),
      route('account/projects', 'routes/account-projects.tsx'),
      route('account/payment-details', 'routes/account-payment-details.tsx'),
      route('account/delete-profile', 'routes/account-delete-profile.tsx'),
    ]),
    // -- the admin pages (the leads inbox, page views, webhook deliveries): accounts with the Admin role only --
    route('admin/leads', 'routes/admin-leads.tsx'),
    route('admin/leads/:id', 'routes/admin-lead.tsx'),
    route('admin/page-views', 'routes/admin-page-views.tsx'),
    route('admin/webhooks', 'routes/admin-webhooks.tsx'),

    // Kept in the browser for anonymous shoppers (the shop's storage).
    route('account/wishlist', 'routes/account-wishlist.tsx'),
    route('account/order-history', 'routes/account-order-history.tsx'),

    // Content pages (content/pages) and the 404 page for everything else.
    route('*', 'routes/content-page.tsx'),
  ]),
] satisfies RouteConfig
