import { SITE } from './site'

/**
 * The template menu tree of SPEC §2 as data. Labels are translation keys (`menu.<key>`);
 * urls are paths without language, localized when rendered.
 */
export type MenuItem = {
  key: string
  /** Translation key of the visible label. */
  label: string
  url?: string
  parentKey?: string
  icon?: string
  /** A small badge: the number of open positions, counted from content/collections/jobs. */
  badge?: 'openPositions'
  target?: '_blank'
  children?: MenuItem[]
}

type Leaf = [key: string, url: string, extra?: Partial<Pick<MenuItem, 'badge' | 'target'>>]

function group(key: string, icon: string, leaves: Leaf[]): MenuItem {
  return {
    key,
    label: `menu.${key}.title`,
    icon,
    children: leaves.map(([leafKey, url, extra]) => ({
      key: `${key}.${leafKey}`,
      label: `menu.${key}.${leafKey}`,
      url,
      parentKey: key,
      ...extra,
    })),
  }
}

/** A top-level entry whose children are groups: rendered as a multi-column mega panel. */
function mega(key: string, icon: string, groups: MenuItem[]): MenuItem {
  return { key, label: `menu.${key}.title`, icon, children: groups.map((g) => ({ ...g, parentKey: key })) }
}

/** The flat list of the template's menu groups (SPEC §2), in the spec's order. */
export const MENU_GROUPS: readonly MenuItem[] = [
  group('demos', 'layout-grid', [
    ['classic', '/demos/classic'],
    ['agencyCreative', '/demos/agency/creative'],
    ['agencyDigital', '/demos/agency/digital'],
    ['agencyDesign', '/demos/agency/design'],
    ['agencySeo', '/demos/agency/seo'],
    ['productLanding', '/demos/product-landing'],
    ['mobileApp', '/demos/mobile-app'],
    ['saasV1', '/saas/v1'],
    ['saasV2', '/saas/v2'],
    ['saasV3', '/saas/v3'],
    ['saasV4', '/saas/v4'],
    ['saasV5', '/saas/v5'],
    ['financeConsulting', '/demos/finance-consulting'],
    ['shop', '/shop/index'],
  ]),
  group('about', 'building-2', [
    ['aboutV1', '/about/v1'],
    ['aboutV2', '/about/v2'],
    ['aboutV3', '/about/v3'],
    ['team', '/team'],
    ['servicesV1', '/services/v1'],
    ['servicesV2', '/services/v2'],
    ['servicesSingle', '/services/single'],
    ['customerStories', '/customer/stories'],
    ['customerStorySingle', '/customer/story-single'],
    ['career', '/career', { badge: 'openPositions' }],
    ['careerSingle', '/career/single'],
  ]),
  group('contact', 'mail', [
    ['contactV1', '/contact/v1'],
    ['contactV2', '/contact/v2'],
  ]),
  group('saas', 'cloud', [
    ['features', '/saas/features'],
    ['featureSingle', '/saas/feature-single'],
    ['integrations', '/saas/integrations'],
    ['integrationSingle', '/saas/integration-single'],
  ]),
  group('shop', 'shopping-bag', [
    ['grid', '/shop/grid'],
    ['single', '/shop/single/1030'],
    ['cart', '/shop/cart'],
    ['emptyCart', '/shop/empty-cart'],
    ['checkout', '/shop/checkout'],
  ]),
  group('blog', 'newspaper', [
    ['grid', '/blog/grid'],
    ['listSidebar', '/blog/list-sidebar'],
    ['singleV1', '/blog/single/v1'],
    ['singleV2', '/blog/single/v2'],
  ]),
  group('specialty', 'sparkles', [
    ['helpCenter', '/help/center'],
    ['helpDetail', '/help/detail'],
    ['pricing', '/pricing'],
    ['faq', '/faq'],
    ['error404', '/error-404', { target: '_blank' }],
    ['comingSoon', '/coming-soon', { target: '_blank' }],
    ['terms', '/terms-conditions'],
  ]),
  group('auth', 'key-round', [
    ['signUp', '/auth/sign-up', { target: '_blank' }],
    ['signIn', '/auth/sign-in', { target: '_blank' }],
    ['forgotPassword', '/auth/forgot-password', { target: '_blank' }],
  ]),
  group('account', 'user-round', [
    ['profile', '/account/profile'],
    ['security', '/account/security'],
    ['notifications', '/account/notifications'],
    ['projects', '/account/projects'],
    ['paymentDetails', '/account/payment-details'],
    ['orderHistory', '/account/order-history'],
    ['wishlist', '/account/wishlist'],
    ['deleteProfile', '/account/delete-profile'],
  ]),
  group('portfolio', 'images', [
    ['masonry', '/portfolio/masonry'],
    ['showcase', '/portfolio/showcase'],
    ['list', '/portfolio/list'],
    ['caseStudyV1', '/portfolio/case-study/v1'],
    ['caseStudyV2', '/portfolio/case-study/v2'],
  ]),
]

const byKey = (key: string): MenuItem => MENU_GROUPS.find((g) => g.key === key)!

/**
 * The header's top level: the template's groups folded into four entries so the desktop bar fits
 * at 1024 px; the groups keep their own keys, labels and children.
 */
export const MAIN_MENU: readonly MenuItem[] = [
  byKey('demos'),
  mega('pages', 'files', ['about', 'contact', 'saas', 'shop', 'blog', 'specialty'].map(byKey)),
  mega('accountPages', 'user-round', ['auth', 'account'].map(byKey)),
  byKey('portfolio'),
]

/** Every leaf of the menu tree (the links), e.g. for tests and the sitemap of later pages. */
export function menuLeaves(items: readonly MenuItem[] = MENU_GROUPS): MenuItem[] {
  return items.flatMap((item) => (item.children ? menuLeaves(item.children) : [item]))
}

/** Where the header's "Sign up" leads (desktop bar and mobile menu): the site's own account sign-up. */
export const SIGN_UP_PATH = '/auth/sign-up'

/** Footer link list of SPEC §2; `url` is a site path (localized) or an absolute address. */
export const FOOTER_LINKS: readonly { key: string; url: string }[] = [
  { key: 'aboutUs', url: '/about/v1' },
  { key: 'contactUs', url: '/contact' },
  { key: 'career', url: '/career' },
  { key: 'careerDetail', url: '/career/single' },
  { key: 'becomePartner', url: '/partner' },
  { key: 'signIn', url: '/auth/sign-in' },
  { key: 'signUp', url: '/auth/sign-up' },
  // The documentation is where the header's "Docs" leads; support is the help center, not one article.
  { key: 'documents', url: SITE.docsUrl },
  { key: 'supports', url: '/help/center' },
  { key: 'faqs', url: '/faq' },
  { key: 'privacyPolicy', url: '/privacy-policy' },
  { key: 'newsAndBlogs', url: '/blog/grid' },
  { key: 'termsConditions', url: '/terms-conditions' },
]

/**
 * The legal row under the footer, on every page: one click to the privacy policy, the cookie
 * policy, the KVKK notice, the imprint (Impressum) and the subscription terms (the AGB of the plans
 * sold on /pricing); the cookie settings button sits beside it.
 */
export const LEGAL_LINKS: readonly { key: string; url: string }[] = [
  { key: 'privacyPolicy', url: '/privacy-policy' },
  { key: 'cookiePolicy', url: '/cookie-policy' },
  { key: 'kvkk', url: '/kvkk' },
  { key: 'imprint', url: '/imprint' },
  { key: 'subscriptionTerms', url: '/subscription-terms' },
]

/** The account pages (the account menu in the header and the side navigation of the account pages). */
export const ACCOUNT_LINKS: readonly MenuItem[] = byKey('account').children ?? []
